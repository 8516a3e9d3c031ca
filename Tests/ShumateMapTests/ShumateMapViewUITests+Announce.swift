import GtkInterop
import Testing
@testable import ShumateMap

extension ShumateMapViewUITests {
    /// "Map moved to …" reaches a screen reader as the map's description, as in Pinmap's own map.
    @Test func announcingPutsTheTextInTheMapsDescription() throws {
        let h = try harness()
        h.map.announce("Map moved to Tampere")
        let exposed = AppUI.hasAccessibleDescription(h.map.widget, "Map moved to Tampere")
        #expect(exposed)
        let other = AppUI.hasAccessibleDescription(h.map.widget, "Map moved to Turku")
        #expect(!other, "the check can fail")
    }
}
