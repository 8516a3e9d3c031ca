/// The About window's text: licences and data credits.
enum AboutContent {
    static let info = AppUI.AboutInfo(
        programName: "Pinmap",
        version: "0.1.0",
        comments: "A native map of places in central Helsinki, with pins in categories.",
        website: "https://github.com/pinmap/pinmap",
        copyright: "© Pinmap contributors",
        license: """
        Pinmap is free software under the MIT licence.

        Place data: © OpenStreetMap contributors, available under the Open Database Licence (ODbL) 1.0 — \
        https://www.openstreetmap.org/copyright

        Offline basemap: Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com (public domain).

        Tiles: © OpenStreetMap contributors (Streets); © OpenTopoMap, CC-BY-SA (Outdoors); \
        Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP and the GIS User Community (Satellite).
        """,
        credits: [
            (section: "Map data", lines: [
                "© OpenStreetMap contributors (ODbL) https://www.openstreetmap.org/copyright",
                "Natural Earth (public domain) https://www.naturalearthdata.com/",
            ]),
            (section: "Map tiles", lines: [
                "OpenStreetMap https://www.openstreetmap.org/",
                "OpenTopoMap https://opentopomap.org/",
                "Esri World Imagery https://www.esri.com/",
            ]),
        ])
}
