import Foundation
import Gazetteer

// pinmap-gazetteer IN.tsv OUT.bin: the Swift half of tools/gazetteer/build.py (folding as the app folds).
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: pinmap-gazetteer IN.tsv OUT.bin\n".utf8))
    exit(2)
}
do {
    let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
    let (regions, places) = try GazetteerTSV.parse(text)
    let bytes = GazetteerWriter.bytes(regions: regions, places: places)
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
    // Read back what was written: a file the app would refuse is never left behind silently.
    try Gazetteer(path: arguments[2]).load()
    FileHandle.standardError.write(Data("pinmap-gazetteer: \(places.count) places, \(bytes.count) bytes\n".utf8))
} catch {
    FileHandle.standardError.write(Data("pinmap-gazetteer: \(arguments[1]): \(error)\n".utf8))
    exit(1)
}
