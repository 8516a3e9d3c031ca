import AppCore
import Foundation
import MapCore
import Testing

/// The debug dump's `isIdle`: what window tests wait for instead of sleeping.
@MainActor
@Suite struct DebugIdleTests {
    @Test func idleOnlyOncePlacesIndexAndSettingsAreDone() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let h = Harness(settingsFile: SettingsFile(url: dir.appendingPathComponent("pinmap/state.json")))
        let snapshot = DebugSnapshot()
        #expect(snapshot.dump(of: h.store, sequence: 1).busy == ["places"])
        h.store.start()
        await h.poster.drain()
        // Places are in; the index asked for has not come back.
        var dump = snapshot.dump(of: h.store, sequence: 2)
        #expect(dump.busy == ["index"])
        #expect(!dump.isIdle)
        h.builder.complete(h.builder.all.count - 1)
        #expect(snapshot.dump(of: h.store, sequence: 3).isIdle)

        // A move schedules the viewport's save: busy until it is written.
        var moved = h.map.viewport
        moved.pan(by: PixelPoint(x: 40, y: 0))
        h.store.mapView(h.map, didChangeViewport: moved)
        dump = snapshot.dump(of: h.store, sequence: 4)
        #expect(dump.busy == ["settings"])
        h.poster.runDelayed()
        dump = snapshot.dump(of: h.store, sequence: 5)
        #expect(dump.isIdle && dump.busy.isEmpty)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("pinmap/state.json").path))
    }

    @Test func shellChecksNameWhatIsBusy() async {
        let h = Harness()
        await h.startAndLoad()
        let snapshot = DebugSnapshot()
        final class Flags { var moving = false; var tiles = false }
        let flags = Flags()
        snapshot.addBusyCheck("map") { flags.moving }
        snapshot.addBusyCheck("tiles") { flags.tiles }
        #expect(snapshot.dump(of: h.store, sequence: 1).isIdle)
        flags.moving = true
        flags.tiles = true
        #expect(snapshot.dump(of: h.store, sequence: 2).busy == ["map", "tiles"])
        flags.moving = false
        #expect(snapshot.dump(of: h.store, sequence: 3).busy == ["tiles"])
    }

    /// Window tests read the dump while the app rewrites it: every read finds a whole dump, never no file or half of
    /// one, and no temporary file is left beside it.
    @Test func aReaderNeverFindsTheDumpMissingOrHalfWritten() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("dump.json")
        let h = Harness()
        await h.startAndLoad()
        let writer = DebugStateWriter(path: url.path)
        writer.attach(to: h.store, snapshot: DebugSnapshot(), poster: h.poster)
        writer.write()
        let reads = ReadTally(url: url)
        let reader = Thread { reads.run() }
        reader.start()
        for _ in 0..<400 { writer.write() }
        reads.stop()
        #expect(reads.total > 0)
        #expect(reads.failed == 0, "\(reads.failed) of \(reads.total) reads found no whole dump")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left == ["dump.json"])
    }

    /// Work that ends without a store change (a glide, a tile) still reaches the file: the writer rechecks a busy
    /// dump through the poster and writes when it changed, and stops rechecking once idle.
    @Test func writerRechecksUntilIdle() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("dump.json")
        let h = Harness()
        await h.startAndLoad()
        let snapshot = DebugSnapshot()
        final class Flag { var busy = true }
        let flag = Flag()
        snapshot.addBusyCheck("map") { flag.busy }
        let writer = DebugStateWriter(path: url.path)
        writer.attach(to: h.store, snapshot: snapshot, poster: h.poster)
        writer.write()
        var dump = try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: url))
        #expect(!dump.isIdle && dump.busy == ["map"])
        #expect(h.poster.delayed.count == 1, "a recheck is scheduled")
        let first = dump.sequence

        // Still busy and unchanged: the recheck writes nothing and schedules the next.
        h.poster.runDelayed()
        dump = try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: url))
        #expect(dump.sequence == first)
        #expect(h.poster.delayed.count == 1)

        flag.busy = false
        h.poster.runDelayed()
        dump = try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: url))
        #expect(dump.isIdle)
        #expect(dump.sequence == first + 1)
        // Idle, but no frame of it painted yet: it keeps looking until one is.
        #expect(h.poster.delayed.count == 1)
        snapshot.framePainted(of: h.store)
        h.poster.runDelayed()
        #expect(h.poster.delayed.isEmpty, "no rechecks once idle and painted")
    }

    /// `frameShowsState`: a frame painted while idle with no change since; any change asks for a frame and clears it.
    @Test func theFrameShowsTheStateOnlyWhenPaintedIdleAfterTheLastChange() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("dump.json")
        let h = Harness()
        await h.startAndLoad()
        let snapshot = DebugSnapshot()
        final class Flags { var tiles = false; var frameRequests = 0 }
        let flags = Flags()
        snapshot.addBusyCheck("tiles") { flags.tiles }
        snapshot.requestFrame = { flags.frameRequests += 1 }
        let writer = DebugStateWriter(path: url.path)
        writer.attach(to: h.store, snapshot: snapshot, poster: h.poster)
        writer.write()
        func written() throws -> DebugStateDump { try JSONDecoder().decode(DebugStateDump.self, from: Data(contentsOf: url)) }
        #expect(try !written().frameShowsState, "no frame painted yet")

        snapshot.framePainted(of: h.store)
        #expect(try written().frameShowsState, "an idle frame is written at once")
        let sequence = try written().sequence
        snapshot.framePainted(of: h.store)
        #expect(try written().sequence == sequence, "another frame of the same state writes nothing")

        // A change (here a fed fact) clears it and asks for a frame, even one the map would not redraw.
        let requests = flags.frameRequests
        snapshot.popoverShown(title: "Test Café")
        #expect(flags.frameRequests > requests)
        #expect(try !written().frameShowsState)
        // A frame painted while tiles load does not show the state; the one after them does.
        flags.tiles = true
        writer.write()
        snapshot.framePainted(of: h.store)
        #expect(!snapshot.frameShowsState)
        // The work ends without a change: the writer's recheck finds it idle and asks for the frame that shows it.
        flags.tiles = false
        let beforeIdle = flags.frameRequests
        h.poster.runDelayed()
        #expect(flags.frameRequests > beforeIdle)
        #expect(try !written().frameShowsState)
        snapshot.framePainted(of: h.store)
        #expect(try written().frameShowsState)

        // A store change clears it too.
        h.store.showBanner("Something to say")
        #expect(try !written().frameShowsState)
        #expect(flags.frameRequests > requests)
    }
}

/// Reads a dump file in a loop on its own thread until stopped, counting reads that found no whole dump.
private final class ReadTally: @unchecked Sendable {
    private let url: URL
    private let lock = NSLock()
    private var running = true, reads = 0, failures = 0
    private let finished = DispatchSemaphore(value: 0)
    init(url: URL) { self.url = url }

    var total: Int { lock.withLock { reads } }
    var failed: Int { lock.withLock { failures } }

    func run() {
        while lock.withLock({ running }) {
            let whole = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(DebugStateDump.self, from: $0) } != nil
            lock.withLock { reads += 1; if !whole { failures += 1 } }
        }
        finished.signal()
    }

    /// Stops the loop and waits for its last read.
    func stop() {
        lock.withLock { running = false }
        finished.wait()
    }
}
