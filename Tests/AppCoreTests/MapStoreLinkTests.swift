import AppCore
import DeepLinks
import MapCore
import Testing

@MainActor
@Suite struct MapStoreLinkTests {
    @Test func openingATargetLaunchesItsExactURL() async {
        let opener = FakeOpener(), clip = FakeClipboard()
        let h = Harness(startup: StartupOptions(zoom: 17), opener: opener, clipboard: clip)
        await h.startAndLoad()
        let place = Samples.place("x", "cafe", 60.1699374, 24.9407121)
        h.store.open(place, in: .openStreetMap)
        #expect(opener.opened.map(\.0) == ["https://www.openstreetmap.org/?mlat=60.1699374&mlon=24.9407121#map=17/60.1699374/24.9407121"])
        #expect(clip.texts.isEmpty)
        #expect(h.store.banner == nil)
    }

    @Test func launchFailureCopiesTheLinkAndShowsABanner() async {
        let opener = FakeOpener(), clip = FakeClipboard()
        opener.failure = .noHandler("Operation not supported")
        let h = Harness(opener: opener, clipboard: clip)
        await h.startAndLoad()
        h.store.open(Samples.places[0], in: .googleMaps)
        #expect(clip.texts == [opener.opened[0].0])
        #expect(h.store.banner == "No application could open the link; the link was copied.")
        h.store.dismissBanner()
        #expect(h.store.banner == nil)
    }

    @Test func desktopAppGetsAGeoURIAndPinmapIsNotOffered() async {
        let opener = FakeOpener()
        let h = Harness(startup: StartupOptions(zoom: 15), opener: opener)
        h.store.setDesktopApps([DesktopMapApp(id: "org.gnome.Maps.desktop", name: "Maps"),
                                DesktopMapApp(id: DesktopMapApp.pinmapDesktopID, name: "Pinmap")])
        #expect(h.store.desktopApps.map(\.id) == ["org.gnome.Maps.desktop"])
        let maps = h.store.linkCatalogue.last!
        #expect(maps.displayName == "GNOME Maps", "\"Maps\" alone does not say which app opens")
        h.store.open(Samples.places[0], in: maps)
        #expect(opener.opened.first?.0 == "geo:60.17,24.94?z=15&q=Title%20c1")
        #expect(opener.opened.first?.1?.id == "org.gnome.Maps.desktop")
    }

    @Test func oneEnabledTargetOpensDirectly() {
        let h = Harness()
        #expect(h.store.linkChoice == .chooser(LinkTarget.webTargets))
        for t in LinkTarget.webTargets where t != .waze { h.store.setLinkTarget(t, enabled: false) }
        #expect(h.store.linkChoice == .direct(.waze))
        h.store.setLinkTarget(.waze, enabled: false)
        #expect(h.store.linkChoice == LinkChoice.none)
    }

    /// The store holds what it was given (no weak property set later): an opener nobody else keeps still works.
    @Test func theOpenerGivenToInitIsKept() async {
        let clip = FakeClipboard()
        let h = Harness(opener: FakeOpener(), clipboard: clip)
        await h.startAndLoad()
        h.store.open(Samples.places[0], in: .openStreetMap)
        #expect(h.store.banner == nil, "the opener went away")
        #expect(clip.texts.isEmpty)
    }

    @Test func copyLinkAndCoordinatesAreLocaleFreeText() {
        let clip = FakeClipboard()
        let h = Harness(startup: StartupOptions(zoom: 16), clipboard: clip)
        let place = Samples.place("x", "cafe", -33.5, 151.25)
        h.store.copyLink(for: place)
        h.store.copyCoordinates(of: place)
        #expect(clip.texts == ["https://www.openstreetmap.org/?mlat=-33.5&mlon=151.25#map=16/-33.5/151.25", "-33.5, 151.25"])
    }
}
