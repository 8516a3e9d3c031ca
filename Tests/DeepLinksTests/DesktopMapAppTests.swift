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
