import Testing
@testable import DeepLinks

@Suite("DesktopMapApp")
struct DesktopMapAppTests {
    @Test("Pinmap's own desktop id is never offered, with or without the suffix")
    func excludesPinmap() {
        let bare = DesktopMapApp(id: "io.github.pinmap.Pinmap", name: "Pinmap")
        #expect(Samples.pinmap.isPinmap && bare.isPinmap && !Samples.gnomeMaps.isPinmap)
        #expect(DesktopMapApp.offerable([Samples.pinmap, Samples.gnomeMaps, bare]) == [Samples.gnomeMaps])
    }

    @Test("repeats and blank ids are dropped, order kept")
    func dedupes() {
        let again = DesktopMapApp(id: Samples.gnomeMaps.id, name: "Maps (again)")
        let blank = DesktopMapApp(id: "", name: "Nameless")
        #expect(DesktopMapApp.offerable([Samples.marble, Samples.gnomeMaps, again, blank]) == [Samples.marble, Samples.gnomeMaps])
    }
}

@Suite("DesktopMapApp names")
struct DesktopMapAppNamingTests {
    @Test("GNOME Maps' bare \"Maps\" gets its vendor from the reverse-DNS id")
    func gnomeMaps() {
        #expect(DesktopMapApp.distinctlyNamed([Samples.gnomeMaps]).map(\.name) == ["GNOME Maps"])
    }

    @Test("specific names are kept")
    func specific() {
        #expect(DesktopMapApp.distinctlyNamed([Samples.marble]) == [Samples.marble])
    }

    @Test("a generic name whose id names no vendor gets the id appended")
    func noVendor() {
        let navit = DesktopMapApp(id: "navit.desktop", name: "Navigation")
        #expect(DesktopMapApp.distinctlyNamed([navit]).map(\.name) == ["Navigation (navit)"])
    }

    @Test("two apps with one name are told apart; ids are kept")
    func duplicates() {
        let a = DesktopMapApp(id: "com.example.Atlas.desktop", name: "Atlas")
        let b = DesktopMapApp(id: "atlas-ng.desktop", name: "Atlas")
        let named = DesktopMapApp.distinctlyNamed([a, b])
        #expect(named.map(\.name) == ["Example Atlas", "Atlas (atlas-ng)"])
        #expect(named.map(\.id) == [a.id, b.id])
    }

    @Test("an app named like a web target is told apart from it")
    func webClash() {
        let app = DesktopMapApp(id: "com.google.Maps.desktop", name: "Google Maps")
        #expect(DesktopMapApp.distinctlyNamed([app]).map(\.name) == ["Google Maps (com.google.Maps)"])
    }

    @Test("a blank name falls back to the id")
    func blank() {
        #expect(DesktopMapApp.distinctlyNamed([DesktopMapApp(id: "org.gnome.Maps.desktop", name: " ")]).map(\.name) == ["GNOME Maps"])
        #expect(DesktopMapApp.distinctlyNamed([DesktopMapApp(id: "x.desktop", name: "")]).map(\.name) == ["x"])
    }

    @Test("naming twice changes nothing more")
    func idempotent() {
        let once = DesktopMapApp.distinctlyNamed([Samples.gnomeMaps, Samples.marble, DesktopMapApp(id: "navit.desktop", name: "Maps")])
        #expect(DesktopMapApp.distinctlyNamed(once) == once)
    }
}
