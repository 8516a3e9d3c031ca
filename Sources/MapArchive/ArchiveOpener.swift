/// Opens a map archive by its first bytes, whatever its extension.
public enum ArchiveOpener {
    static let sqliteMagic: [UInt8] = Array("SQLite format 3\0".utf8)

    /// A PMTiles or MBTiles archive, or an `ArchiveError` naming the file and what is wrong.
    public static func open(path: String) throws(ArchiveError) -> any TileArchive {
        let file = try ArchiveFile(path: path)
        guard file.size > 0 else { throw ArchiveError(file: path, reason: "empty file") }
        let prefix = try file.read(offset: 0, length: Int(min(file.size, 16)))
        if prefix.starts(with: PMTilesHeader.magic) || prefix.starts(with: Array("PM".utf8)) {
            return try PMTilesArchive(source: file, file: path)
        }
        if prefix == sqliteMagic { return try MBTilesArchive(path: path) }
        throw ArchiveError(file: path, reason: "not a map archive (neither PMTiles nor MBTiles by its first bytes)")
    }
}
