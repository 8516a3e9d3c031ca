import Foundation
import MapCore
import Testing
@testable import Location

/// GeoClueClient against a fake org.freedesktop.GeoClue2 on a private bus the test starts and stops itself.
@MainActor
@Suite(.serialized)
struct GeoClueClientTests {
    /// Starts a bus and the fake in `mode`, waits for it to own its name, and connects a client that records events.
    private func run(mode: String, updates: Int = 3) throws -> (PrivateBus, ServiceOutput, GeoClueClient, EventLog) {
        if let missing = FakeServiceRequirement.missing { Issue.record("cannot run the fake GeoClue: \(missing)") }
        try #require(FakeServiceRequirement.missing == nil)
        let bus = try PrivateBus()
        let output = try bus.startFakeGeoClue(mode: mode, updates: updates)
        try #require(pumpMainLoop { output.lines.contains("ready") }, "the fake GeoClue never said ready")
        let client = GeoClueClient(busAddress: bus.address)
        let log = EventLog()
        client.onEvent = { log.events.append($0) }
        client.start()
        return (bus, output, client, log)
    }

    @Test func updatesArriveWithDesktopIdSetAndHeadingOnlyWhenKnown() throws {
        let (bus, output, client, log) = try run(mode: "ok", updates: 3)
        #expect(pumpMainLoop { log.updates.count >= 3 })
        #expect(client.state == .running)
        #expect(log.states.first == .starting)
        #expect(output.lines.contains("set DesktopId=io.github.pinmap.Pinmap"))
        #expect(output.lines.contains("set RequestedAccuracyLevel=8"))
        let first = try #require(log.updates.first)
        #expect(abs(first.coordinate.latitude - 60.1699) < 1e-9 && abs(first.coordinate.longitude - 24.9384) < 1e-9)
        #expect(first.accuracy == 15)
        #expect(first.heading == nil, "GeoClue's -1 means unknown")
        #expect(log.updates[1].heading == 45)
        client.stop()
        #expect(client.state == .off)
        #expect(pumpMainLoop { output.lines.contains("Stop") })
        _ = bus
    }

    @Test func accessDeniedAtGetClientIsDenied() throws {
        let (bus, _, client, log) = try run(mode: "deny-client")
        #expect(pumpMainLoop { !client.state.isActive })
        guard case .denied(let reason) = client.state else { Issue.record("state \(client.state)"); return }
        #expect(reason.contains("denied"))
        #expect(log.updates.isEmpty)
        _ = bus
    }

    @Test func accessDeniedAtStartIsDenied() throws {
        let (bus, output, client, _) = try run(mode: "deny-start")
        #expect(pumpMainLoop { !client.state.isActive })
        if case .denied = client.state {} else { Issue.record("state \(client.state)") }
        // The fake service's own log is read from its stdout, which may come after the client has its answer.
        #expect(pumpMainLoop { output.lines.contains("Start") })
        #expect(output.lines.filter { $0 == "Start" }.count == 1, "asked once, not twice")
        _ = bus
    }

    @Test func serviceVanishingMidRunIsUnavailableWithAMessage() throws {
        let (bus, output, client, log) = try run(mode: "vanish", updates: 5)
        #expect(pumpMainLoop { output.lines.contains("vanishing") })
        #expect(pumpMainLoop { !client.state.isActive })
        guard case .unavailable(let reason) = client.state else { Issue.record("state \(client.state)"); return }
        #expect(reason.contains("stopped"))
        #expect(log.updates.count == 2)
        #expect(log.states == [.starting, .running, .unavailable(reason: reason)])
        _ = bus
    }

    @Test func hugeAccuracyArrivesAsIs() throws {
        let (bus, output, client, log) = try run(mode: "huge")
        #expect(pumpMainLoop { !log.updates.isEmpty }, "fake said \(output.lines)")
        #expect(log.updates.first?.accuracy == 5_000_000)
        #expect(client.state == .running)
        _ = bus
    }

    @Test func noServiceOnTheBusIsUnavailable() throws {
        let bus = try PrivateBus()
        let client = GeoClueClient(busAddress: bus.address)
        client.start()
        #expect(pumpMainLoop { !client.state.isActive })
        guard case .unavailable(let reason) = client.state else { Issue.record("state \(client.state)"); return }
        #expect(reason.contains("GeoClue is not installed"))
    }

    @Test func aBusThatCannotBeReachedIsUnavailable() throws {
        let client = GeoClueClient(busAddress: "unix:path=/nonexistent/pinmap-no-bus")
        client.start()
        #expect(pumpMainLoop { !client.state.isActive })
        if case .unavailable = client.state {} else { Issue.record("state \(client.state)") }
    }
}

@MainActor
final class EventLog {
    var events: [LocationEvent] = []
    var updates: [LocationUpdate] { events.compactMap { if case .update(let u) = $0 { u } else { nil } } }
    var states: [LocationState] { events.compactMap { if case .state(let s) = $0 { s } else { nil } } }
}
