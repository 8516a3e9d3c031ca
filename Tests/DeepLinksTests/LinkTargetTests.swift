import Testing
@testable import DeepLinks

@Suite("LinkTarget")
struct LinkTargetTests {
    @Test("every target's link for Kiasma, exactly")
    func kiasmaLinks() {
        let place = Samples.kiasma
        #expect(LinkTarget.openStreetMap.url(for: place).string
                == "https://www.openstreetmap.org/?mlat=60.1717&mlon=24.9365#map=17/60.1717/24.9365")
        #expect(LinkTarget.googleMaps.url(for: place).string
                == "https://www.google.com/maps/search/?api=1&query=60.1717%2C24.9365")
        #expect(LinkTarget.appleMaps.url(for: place).string
                == "https://maps.apple.com/?ll=60.1717,24.9365&q=Kiasma")
        #expect(LinkTarget.waze.url(for: place).string
                == "https://waze.com/ul?ll=60.1717%2C24.9365&navigate=yes&zoom=17")
        #expect(LinkTarget.bingMaps.url(for: place).string
                == "https://bing.com/maps/default.aspx?cp=60.1717~24.9365&lvl=17")
        #expect(LinkTarget.desktopApp(Samples.gnomeMaps).url(for: place).string
                == "geo:60.1717,24.9365?z=17&q=Kiasma")
    }

    @Test("negative coordinates, an encoded name and another zoom")
    func southWestLinks() {
        let place = Samples.southWest
        #expect(LinkTarget.openStreetMap.url(for: place, zoom: 15).string
                == "https://www.openstreetmap.org/?mlat=-33.8568&mlon=-70.6483#map=15/-33.8568/-70.6483")
        #expect(LinkTarget.googleMaps.url(for: place, zoom: 15).string
                == "https://www.google.com/maps/search/?api=1&query=-33.8568%2C-70.6483")
        #expect(LinkTarget.appleMaps.url(for: place, zoom: 15).string
                == "https://maps.apple.com/?ll=-33.8568,-70.6483&q=Caf%C3%A9%20%26%20Bar%20%231")
        #expect(LinkTarget.waze.url(for: place, zoom: 15).string
                == "https://waze.com/ul?ll=-33.8568%2C-70.6483&navigate=yes&zoom=15")
        #expect(LinkTarget.bingMaps.url(for: place, zoom: 15).string
                == "https://bing.com/maps/default.aspx?cp=-33.8568~-70.6483&lvl=15")
        #expect(LinkTarget.desktopApp(Samples.marble).url(for: place, zoom: 15).string
                == "geo:-33.8568,-70.6483?z=15&q=Caf%C3%A9%20%26%20Bar%20%231")
    }

    @Test("a nameless request labels Apple's pin with the coordinates and leaves q out of geo:")
    func namelessRequest() {
        let request = LinkRequest(coordinate: Samples.coordinate(-0.0, 0.00000001), name: "  \n", zoom: 3)
        #expect(request.name == nil)
        #expect(LinkTarget.appleMaps.url(for: request).string == "https://maps.apple.com/?ll=0,0&q=0%2C0")
        #expect(LinkTarget.desktopApp(Samples.gnomeMaps).url(for: request).string == "geo:0,0?z=3")
        #expect(LinkTarget.openStreetMap.url(for: request).string
                == "https://www.openstreetmap.org/?mlat=0&mlon=0#map=3/0/0")
    }

    @Test("zoom is clamped to what every site understands")
    func zoomClamped() {
        #expect(LinkRequest(coordinate: Samples.kiasma.coordinate, zoom: 0).zoom == 1)
        #expect(LinkRequest(coordinate: Samples.kiasma.coordinate, zoom: 25).zoom == 19)
        #expect(LinkTarget.bingMaps.url(for: Samples.kiasma, zoom: -4).string.hasSuffix("&lvl=1"))
    }

    @Test("directions where the site has them")
    func directions() {
        let request = LinkRequest(place: Samples.kiasma)
        #expect(LinkTarget.googleMaps.directionsURL(to: request)?.string
                == "https://www.google.com/maps/dir/?api=1&destination=60.1717%2C24.9365")
        #expect(LinkTarget.appleMaps.directionsURL(to: request)?.string == "https://maps.apple.com/?daddr=60.1717,24.9365")
        #expect(LinkTarget.waze.directionsURL(to: request) == LinkTarget.waze.url(for: request))
        #expect(LinkTarget.openStreetMap.directionsURL(to: request) == nil)
        #expect(LinkTarget.bingMaps.directionsURL(to: request) == nil)
    }

    @Test("ids are the stable strings preferences store")
    func ids() {
        #expect(LinkTarget.webTargets.map(\.id) == ["osm", "google", "apple", "waze", "bing"])
        #expect(LinkTarget.desktopApp(Samples.gnomeMaps).id == "geo:org.gnome.Maps.desktop")
        #expect(LinkTarget.webTargets.map(\.displayName)
                == ["OpenStreetMap", "Google Maps", "Apple Maps", "Waze", "Bing Maps"])
        #expect(LinkTarget.desktopApp(Samples.marble).displayName == "Marble")
    }

    @Test("an id resolves back to its target; unknown and uninstalled ids do not")
    func resolveID() {
        let apps = [Samples.gnomeMaps, Samples.pinmap]
        for target in LinkTarget.catalogue(desktopApps: apps) {
            #expect(LinkTarget(id: target.id, desktopApps: apps) == target)
        }
        #expect(LinkTarget(id: "mapquest") == nil)
        #expect(LinkTarget(id: "geo:org.kde.marble.desktop", desktopApps: apps) == nil)
        #expect(LinkTarget(id: "geo:" + DesktopMapApp.pinmapDesktopID, desktopApps: apps) == nil)
    }

    @Test("the catalogue lists web targets, then desktop apps without Pinmap")
    func catalogue() {
        let targets = LinkTarget.catalogue(desktopApps: [Samples.pinmap, Samples.gnomeMaps, Samples.marble])
        #expect(targets == LinkTarget.webTargets + [.desktopApp(Samples.gnomeMaps), .desktopApp(Samples.marble)])
    }

    @Test("web links are https, geo links are geo")
    func kinds() {
        for target in LinkTarget.webTargets {
            #expect(target.url(for: Samples.kiasma).kind == .https)
            #expect(target.url(for: Samples.kiasma).url.scheme == "https")
        }
        #expect(LinkTarget.desktopApp(Samples.gnomeMaps).url(for: Samples.kiasma).kind == .geo)
    }
}

/// A name too long for a geo: URI is cut, at a whole character, to what still reads back.
struct GeoLinkLengthTests {
    @Test func aVeryLongNameIsCutToWhatFitsAndTheLinkReadsBack() throws {
        let name = String(repeating: "東京", count: 1000)
        let request = LinkRequest(coordinate: Samples.kiasma.coordinate, name: name, zoom: 15)
        let link = GeoURI.link(for: request).string
        #expect(link.count <= GeoURI.maxLength && link.count > GeoURI.maxLength - 9)
        let back = try GeoURI(parsing: link)
        let kept = try #require(back.query)
        #expect(!kept.isEmpty && name.hasPrefix(kept))
        #expect(back.zoom == 15)
        // A short name is left whole.
        let short = LinkRequest(coordinate: Samples.kiasma.coordinate, name: "Kiasma 東京", zoom: 15)
        #expect(try GeoURI(parsing: GeoURI.link(for: short).string).query == "Kiasma 東京")
    }
}
