import AppCore
import MapCore
import Testing

/// The style list changes while the window runs: a downloaded area comes or goes, a remote archive's header names
/// its style. The current style follows its entry; a removed current style gives way to the default.
@MainActor
struct MapStoreStylesTests {
    static let area = MapStyle(id: "maps/helsinki.pmtiles", name: "Helsinki", kind: .vector, urlTemplate: "",
                               attribution: "© OpenStreetMap", maxZoom: 22, archivePath: "/maps/helsinki.pmtiles")

    @Test func anAreaAddedThenRemovedWhileShownFallsBackToTheDefaultStyle() async {
        let h = Harness()
        await h.startAndLoad()
        var heard: [StoreChange] = []
        h.store.observe { heard.append($0) }
        h.store.replaceStyles(withIDPrefix: "maps/", by: [Self.area])
        #expect(h.store.service.styles.map(\.id) == ["streets", "offline", "maps/helsinki.pmtiles"])
        #expect(heard.last == .mapState)
        h.store.selectStyle(Self.area.id)
        #expect(h.store.style == Self.area)
        h.store.replaceStyles(withIDPrefix: "maps/", by: [])
        #expect(h.store.service.styles.map(\.id) == ["streets", "offline"])
        #expect(h.store.state.styleID == "streets" && h.map.stylesShown.last == "streets")
        #expect(h.store.service.categories.count == 3, "the places' service is the same")
    }

    @Test func aStyleReplacedInPlaceShowsItsNewNameAndCreditsAndTheSameListIsNoChange() async {
        let h = Harness()
        await h.startAndLoad()
        var renamed = h.store.service.styles[0]
        renamed.name = "Streets (archive)"
        renamed.attribution = "© Someone else"
        h.store.replaceStyle(renamed)
        #expect(h.store.style.name == "Streets (archive)" && h.store.style.attribution == "© Someone else")
        #expect(h.map.stylesShown.last == "streets", "the map is shown the new credits")
        var heard: [StoreChange] = []
        h.store.observe { heard.append($0) }
        h.store.replaceStyle(renamed)
        h.store.replaceStyle(MapStyle(id: "nowhere", name: "X", urlTemplate: "", attribution: ""))
        #expect(heard == [.all], "nothing changed, nothing published")
    }
}
