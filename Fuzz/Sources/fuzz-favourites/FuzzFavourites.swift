import Foundation
@testable import AppCore

/// Any bytes as favourites.json: favourites or a reason, never a crash; what is accepted is written back readable.
/// `decode` is internal, hence @testable (the debug build that tools/fuzz.sh makes enables testability).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard case .success(let favourites) = FavouritesFile.decode(Data(bytes: data, count: size)) else { return 0 }
    let file = FavouritesFile(url: URL(fileURLWithPath: "/nonexistent/favourites.json"))
    // What Pinmap read, it can write; and what it writes, it reads back the same.
    guard let written = try? file.encoded(favourites) else { return 0 }
    guard case .success(let again) = FavouritesFile.decode(written), again == favourites else {
        fatalError("favourites written do not read back")
    }
    return 0
}
