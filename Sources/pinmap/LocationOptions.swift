import ArgumentParser
import Location
import MapCore

/// Where the window's location comes from: GeoClue, or a GPX track replayed (`--simulate-location`).
struct LocationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Replay a GPX track as your location (a demo; e.g. data/walk.gpx).", valueName: "FILE"))
    var simulateLocation: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("How many times faster than its own times the track is replayed, 0.01–1000 (default 1).", valueName: "X"))
    var simulateSpeed: String?

    /// The source to use, and a warning when the asked-for simulation cannot run (then GeoClue is used).
    func source() -> (make: @MainActor () -> any LocationSource, warning: String?) {
        let geoClue: @MainActor () -> any LocationSource = { GeoClueClient() }
        guard let path = simulateLocation else {
            if simulateSpeed != nil { return (geoClue, "--simulate-speed needs --simulate-location; ignored") }
            return (geoClue, nil)
        }
        var speed = 1.0
        if let text = simulateSpeed {
            guard let value = Double(text), value.isFinite, (0.01...1000).contains(value) else {
                return (geoClue, "--simulate-speed '\(TerminalText.escaped(text))' is not a number from 0.01 to 1000; GPX replay off, using GeoClue")
            }
            speed = value
        }
        do {
            let track = try GPXTrack.load(path: path)
            return ({ SimulatedLocationSource(track: track, speed: speed, timer: GLibTimer()) }, nil)
        } catch {
            return (geoClue, "--simulate-location \(error); GPX replay off, using GeoClue")
        }
    }
}
