import AppCore
/// The About window's text: the app, its credits and the licences of the data it shows.
@MainActor
enum AboutContent {
    static let about = AdwUI.About(
        name: "Pinmap",
        icon: PinmapApp.applicationID,
        version: "0.2.0",
        developer: "The Pinmap contributors",
        comments: "A native map of places in central Helsinki, with pins in categories.",
        website: "https://github.com/pinmap/pinmap",
        issueURL: "https://github.com/pinmap/pinmap/issues",
        copyright: "© Pinmap contributors",
        licence: .mit,
        credits: [
            (section: tr("Map data"), people: [
                "OpenStreetMap contributors https://www.openstreetmap.org/copyright",
                "Natural Earth https://www.naturalearthdata.com/",
                "GeoNames https://www.geonames.org/",
                "GSHHG shorelines https://www.soest.hawaii.edu/pwessel/gshhg/",
            ]),
            (section: tr("Map tiles"), people: [
                "OpenStreetMap https://www.openstreetmap.org/",
                "OpenTopoMap https://opentopomap.org/",
                "Esri World Imagery https://www.esri.com/",
            ]),
        ],
        legal: [
            (title: "OpenStreetMap data", copyright: "© OpenStreetMap contributors",
             licence: .text("Available under the Open Database Licence (ODbL) 1.0: https://opendatacommons.org/licenses/odbl/1-0/. "
                            + "Tiles of the Streets style © OpenStreetMap contributors, CC BY-SA 2.0; Outdoors © OpenTopoMap, CC BY-SA 3.0.")),
            (title: "Natural Earth", copyright: "Made with Natural Earth",
             licence: .text("Free vector and raster map data @ naturalearthdata.com, in the public domain.")),
            (title: "GeoNames", copyright: "© GeoNames (geonames.org)",
             licence: .text("Creative Commons Attribution 4.0 International (CC BY 4.0): https://creativecommons.org/licenses/by/4.0/")),
            (title: "GSHHG shorelines", copyright: "© Paul Wessel and Walter H. F. Smith", licence: .lgpl3),
            (title: "Esri World Imagery", copyright: "Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP and the GIS User Community",
             licence: .text("Used under Esri's terms of use for World Imagery.")),
        ])
}
