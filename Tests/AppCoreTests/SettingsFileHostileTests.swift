import AppCore
import Foundation
import MapData
import Testing

/// state.json in a hostile world: corrupt twice in a second, huge, symlinked, garbage bytes.
@Suite struct SettingsFileHostileTests {
    private static let valid = #"{"format": "pinmap-state", "version": 1, "panelWidth": 300, "panelVisible": false, "linkPreferences": {}}"#

    private func names(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// Issue 10: two corrupt files set aside in one second shared one name, and rename() lost the first.
    @Test func twoCorruptFilesSetAsideInOneSecondBothSurvive() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        let second = Date(timeIntervalSince1970: 1_700_000_000)
        var warnings: [String] = []
        for garbage in ["first garbage", "second garbage", "third garbage"] {
            try Data(garbage.utf8).write(to: url)
            let warning = try #require(SettingsFile(url: url, now: { second }).load().warning)
            warnings.append(warning)
        }
        let kept = try names(in: dir).filter { $0.hasPrefix("state.json.corrupt-") }
        #expect(kept.count == 3, "\(kept)")
        let contents = try Set(kept.map { String(decoding: try Data(contentsOf: dir.appendingPathComponent($0)), as: UTF8.self) })
        #expect(contents == ["first garbage", "second garbage", "third garbage"])
        // Each banner names the file that really holds that content.
        for (warning, garbage) in zip(warnings, ["first garbage", "second garbage", "third garbage"]) {
            let name = try #require(kept.first { warning.hasSuffix("kept as \(dir.appendingPathComponent($0).path)") }, "\(warning)")
            #expect(String(decoding: try Data(contentsOf: dir.appendingPathComponent(name)), as: UTF8.self) == garbage)
        }
    }

    /// Issue 10: a 200 MB state.json took 20 s and 1.85 GB to start; state is tiny, so a big file is not Pinmap's.
    @Test func stateFileJustOverTheSizeCapIsSetAsideUnread() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        // Valid settings padded with whitespace to one byte over the cap (1 MiB): only its size is wrong.
        var bytes = Data(Self.valid.utf8)
        bytes.append(Data(repeating: 0x20, count: SettingsFile.maxFileBytes + 1 - bytes.count))
        try bytes.write(to: url)
        let r = SettingsFile(url: url).load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("too large") == true, "\(r.warning ?? "no warning")")
        #expect(r.warning?.contains("state.json.corrupt-") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        // Said once: the next start finds no file and says nothing.
        #expect(SettingsFile(url: url).load().warning == nil)
    }

    @Test func hugeSparseStateFileIsRejectedBySizeAlone() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        #expect(truncate(url.path, 200 << 20) == 0)
        let r = SettingsFile(url: url).load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("too large") == true, "\(r.warning ?? "no warning")")
    }

    /// Issue 10: saving replaced a symlinked state.json (dotfiles repos do this) with a regular file.
    @Test func symlinkedStateFileStaysALinkAndItsTargetGetsTheContent() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let dotfiles = dir.appendingPathComponent("dotfiles", isDirectory: true)
        let config = dir.appendingPathComponent("config/pinmap", isDirectory: true)
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("pinmap-state.json")
        try Data(Self.valid.utf8).write(to: target)
        #expect(chmod(target.path, 0o640) == 0)
        let link = config.appendingPathComponent("state.json")
        // A relative link, as `ln -s ../../dotfiles/…` makes it: resolved against the link's folder.
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../dotfiles/pinmap-state.json")

        let file = SettingsFile(url: link)
        let loaded = file.load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings.panelWidth == 300)
        var changed = loaded.settings
        changed.panelWidth = 333
        try file.save(changed)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../../dotfiles/pinmap-state.json")
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
        #expect(SettingsFile(url: target).load().settings.panelWidth == 333)
        #expect(try names(in: config) == ["state.json"])
        #expect(try names(in: dotfiles) == ["pinmap-state.json"])
    }

    @Test func symlinkToAMissingTargetIsCreatedThroughTheLink() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("elsewhere.json")
        let link = dir.appendingPathComponent("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let file = SettingsFile(url: link)
        #expect(file.load().warning == nil)
        try file.save(AppSettings(panelWidth: 222))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(SettingsFile(url: target).load().settings.panelWidth == 222)
    }

    @Test func fifoAsStateFileIsLeftAloneWithoutBlocking() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        let file = SettingsFile(url: url)
        let r = file.load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("not a regular file") == true, "\(r.warning ?? "no warning")")
    }

    @Test func directoryAsStateFileIsNeverReplaced() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let file = SettingsFile(url: url)
        let r = file.load()
        #expect(r.settings == .defaults)
        #expect(r.warning?.contains("is a directory") == true, "\(r.warning ?? "no warning")")
    }

    @Test(arguments: [
        "", "null", "[]", "7", "\"s\"", "{", "{\"format\": \"pinmap-state\", \"version\": 1e400}",
        "{\"format\": \"pinmap-state\", \"version\": 99999999999999999999999999}",
        "{\"format\": \"pinmap-state\", \"version\": -9223372036854775809}",
        "{\"format\": \"pinmap-state\", \"version\": 1, \"panelWidth\": 1e300}",
        "{\"format\": \"pinmap-state\", \"version\": 1, \"panelWidth\": -9223372036854775808}",
        "{\"format\": \"pinmap-state\", \"version\": 1, \"viewport\": {\"latitude\": 1e999, \"longitude\": 0, \"zoom\": 3}}",
        "{\"format\": \"pinmap-state\", \"version\": 1, \"mapState\": {\"styleID\": [], \"categoryIDs\": 3}}",
        "\u{FF}\u{FE}{\u{0}}\u{0}",
    ])
    func garbageStateBytesGiveDefaultsOrAWarningNeverATrap(_ text: String) {
        do {
            let settings = try SettingsFile.decode(Data(text.utf8), path: "state.json")
            #expect(AppSettings.panelWidthRange.contains(settings.panelWidth))
        } catch {
            #expect(error.description.hasPrefix("state.json: "))
        }
    }

    @Test func hundredThousandNestedArraysInTheStateFileAreRejectedNotACrash() {
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect {
            _ = try SettingsFile.decode(deep, path: "state.json")
        } throws: { error in
            (error as? SettingsError)?.description.hasPrefix("state.json: ") == true
        }
    }

    /// The from-bytes entry a fuzzer calls: thousands of damaged state files give settings or an error naming the file.
    @Test func randomlyDamagedStateFilesNeverTrap() throws {
        let seed = Array(#"{"format": "pinmap-state", "version": 1, "panelWidth": 300, "panelVisible": true, "mapState": {"styleID": "offline", "categoryIDs": ["cafe"]}, "viewport": {"latitude": 60.1, "longitude": 24.9, "zoom": 12.5}, "linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}}"#.utf8)
        #expect(try SettingsFile.decode(Data(seed), path: "state.json").panelWidth == 300)
        for bytes in ByteMutations(of: seed, count: 4000, seed: 12) {
            do {
                let settings = try SettingsFile.decode(Data(bytes), path: "state.json")
                #expect(AppSettings.panelWidthRange.contains(settings.panelWidth))
                #expect(settings.viewport?.isValid ?? true)
            } catch {
                #expect(error.description.hasPrefix("state.json: "))
            }
        }
    }
}
