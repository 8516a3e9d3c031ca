import Foundation

/// Every cap Pinmap puts on what outside files and servers may make it hold or wait for, in one place with its reason.
/// README's "Limits" and docs/RELIABILITY.md list the same figures.
public enum Limits {
    // MARK: Labels drawn from vector tiles

    /// Longest label text given to Pango, in UTF-8 bytes: a 4.5 MB name froze the window in `pango_layout_get_pixel_size`.
    public static let labelTextBytes = 1_024
    /// Longest label text given to Pango, in characters (graphemes): no map label is longer.
    public static let labelTextCharacters = 200
    /// Most labels one tile offers, the most important kept: 150,000 in one tile never settled in the memory cache.
    public static let labelsPerTile = 4_096

    // MARK: Map archives

    /// Largest archive metadata JSON read (PMTiles' metadata section, MBTiles' `json` row), in bytes; a bigger one
    /// is ignored like malformed metadata (a 10 MB attribution stalled the window 6 s and held 727 MB).
    public static let archiveMetadataBytes = 1 << 20
    /// Longest archive name or attribution kept, in UTF-8 bytes (cut at a character).
    public static let archiveTextBytes = 4_096
    /// Most `vector_layers` an archive's metadata lists that are kept (700,000 took 2.1 GB at open).
    public static let vectorLayers = 1_000
    /// Largest value SQLite may make or read from an MBTiles (`SQLITE_LIMIT_LENGTH`): a tile blob, a metadata
    /// value; a view yielding a 900 MB value took 4.9 GB.
    public static let sqliteValueBytes = 16 << 20
    /// Most metadata rows read from an MBTiles.
    public static let mbtilesMetadataRows = 1_000
    /// Longest any one SQLite statement may run, in seconds (an endless recursive view froze every style).
    public static let sqliteStatementSeconds = 2.0
    /// Decoded PMTiles leaf directories kept in memory, in bytes (16 full leaves held 2.15 GB when bounded by count).
    public static let leafDirectoryBytes = 32 << 20
    /// Highest zoom an archive may claim, as MBTiles and the tile maths allow.
    public static let archiveZoom = 30

    // MARK: Servers

    /// Longest a whole HTTP response may take, headers to last byte, in seconds: a server that sends one byte every
    /// 10 s never trips the idle timeout.
    public static let responseSeconds = 30.0
    /// Remote places held are also bounded by their bytes (40 places of 1 MB a box grew to 1.33 GB after 14 pans).
    public static let heldPlaceBytes = 256 << 20

    // MARK: Lists and saved data

    /// Longest place title in "Places in view", search and favourites rows, in characters.
    public static let rowTitleCharacters = 120
    /// Longest title or other text a favourite keeps, in characters, so favourites.json never outgrows its load limit.
    public static let favouriteTextCharacters = 1_000
    /// Most favourites kept: with the text cap, their file stays well under its 4 MiB load limit.
    public static let favourites = 10_000
    /// Favourites listed as rows in the side panel (the rest are counted; search finds them): 36,000 rows took 26.8 s.
    public static let favouriteRows = 100

    /// Largest basemap GeoJSON or vector style file read (bundled ones are under 1 MB).
    public static let basemapFileBytes = 64 << 20
    public static let styleFileBytes = 4 << 20

    // MARK: GPX

    /// Largest GPX file read, in bytes (libxml2 refuses a text node over 10 MB anyway).
    public static let gpxFileBytes = 10 << 20
    /// Most points a GPX track may have.
    public static let gpxPoints = 200_000

    /// `text` cut to at most `bytes` UTF-8 bytes and `characters` characters, at a character boundary.
    /// Reads at most `bytes` of it, so a cut of a 10 MB string costs what the cut keeps.
    public static func prefix(_ text: String, bytes: Int, characters: Int) -> String {
        let utf8 = text.utf8
        if utf8.count <= bytes, utf8.count <= characters { return text }
        // Cut by bytes first at a scalar boundary, then by characters: both bounded by `bytes`.
        var end = utf8.index(utf8.startIndex, offsetBy: min(bytes, utf8.count))
        while end != utf8.endIndex, end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        let head = Substring(text.unicodeScalars[..<end])
        var kept = head.startIndex
        var count = 0
        for index in head.indices {
            guard count < characters else { break }
            count += 1
            kept = head.index(after: index)
        }
        return String(head[..<kept])
    }
}
