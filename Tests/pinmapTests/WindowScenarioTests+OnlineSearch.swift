import Foundation
import Testing

/// The window with `--geocoder-url` on the fake Photon (Tests/GeocodingTests/Fixtures/fake_geocoder.py): online rows
/// join the list, and "What's here?" (right-click, then the Menu key) answers with the nearest address.
extension WindowSuites.WindowScenarioTests {
    @Test func onlineRowsJoinTheListAndWhatsHereNamesTheAddress() throws {
        let server = try PythonPlacesServer(arguments: [GeocoderCLITests.script]); defer { server.stop() }
        let fixture = try WindowFixture("online-search")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        var dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "9",
                                       "--geocoder-url", "\(server.base)/ok"],
                                      until: "places") { $0.placesLoaded && $0.controls["none"] != nil && $0.viewport.width > 0 }

        try display.key("ctrl+f")
        // Typing before the entry has the keyboard would type into the map.
        try session.wait(for: "the search box focused") { $0.focus == "search" }
        // Typed within the 300 ms pause, so the one online request is for the whole text.
        try display.tool("xdotool", ["type", "--delay", "1", "Tour Eiffel"])
        // The fake answers four places whatever is asked; none is in the offline data, so four rows mean it answered.
        // Idle too: under load the online rows for part of the text came first, then the whole text's offline
        // answer replaced them and Enter chose from it; idle waits for the whole text's online answer.
        // With both cores loaded (stress runs, load ~20) the fake Python server can miss the geocoder's 10 s
        // deadline: the list then says online search is unavailable, and the test asks again, as a person would.
        for attempt in 1... {
            let listed = try session.waitIdle(for: "the online rows or the unavailable note") {
                $0.controls["search-row-3"] != nil || $0.controls["search-note"] != nil
            }
            if listed.controls["search-row-3"] != nil { break }
            try #require(attempt < 5, "the fake geocoder missed its deadline \(attempt) times in a row")
            try display.key("BackSpace")
            try display.tool("xdotool", ["type", "l"])
        }
        session.screenshot("26-search-online-results")
        try display.key("Return")
        dump = try session.wait(for: "the Eiffel Tower's callout") { $0.popoverTitle == "Tour Eiffel" }
        dump = try session.wait(for: "the flight to Paris") { abs($0.viewport.latitude - 48.8582602) < 1e-3 && $0.viewport.zoom == 16 }
        session.screenshot("27-search-online-place")

        try display.key("Escape")
        // The right-click waits for the callout to be gone: a click while its popover still closes can go to it
        // (a full run saw no callout after the click, with GTK allocating a popover -45 px wide).
        dump = try session.waitIdle(for: "the callout closed") { $0.popoverTitle == nil }
        // The store says "closed" before the X server unmaps the popover's window and drops its grab: a right-click in
        // that gap was lost (a CI run of 29 Nov waited 90 s for a lookup that was never asked).
        try session.waitForPopoverWindowGone()
        let centre = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
        let rightClick = ["mousemove", String(Int(centre.0)), String(Int(centre.1)), "click", "3"]
        // Full runs on two cores (28-29 Nov) saw the lookup miss its deadline; the app logs why, and a person asks again.
        let failed = "pinmap: What's here? online:"
        for attempt in 1... {
            let failures = session.log.components(separatedBy: failed).count
            try display.tool("xdotool", rightClick)
            dump = try session.waitIdle(for: "the reverse lookup's answer or its failure") {
                $0.droppedMarker?.label == "Mannerheimintie 1" || session.log.components(separatedBy: failed).count > failures
            }
            if dump.droppedMarker?.label == "Mannerheimintie 1" { break }
            try #require(attempt < 4, "the reverse lookup failed \(attempt) times in a row; log: \(session.logTail)")
        }
        if dump.popoverTitle != "Mannerheimintie 1" {
            // Under Xvfb GTK sometimes lays the callout out -45 px wide and it closes (two full runs of 28-29 Nov);
            // a person right-clicks again.
            try display.tool("xdotool", rightClick)
        }
        dump = try session.wait(for: "the reverse lookup's callout") { $0.popoverTitle == "Mannerheimintie 1" }
        #expect(dump.droppedMarker?.label == "Mannerheimintie 1")
        #expect(abs((dump.droppedMarker?.latitude ?? 0) - 48.8582602) < 1e-3, "the marker stays where the click was")
        session.screenshot("28-whats-here-online")
    }
}
