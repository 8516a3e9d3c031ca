import MapCore

/// A PMTiles v3 archive read by random access: the header and root directory at open, leaf directories
/// on demand (a few kept decoded), each tile by one read. Safe from several threads.
public final class PMTilesArchive: TileArchive {
    /// Root plus this many leaf levels; the spec discourages more than one. (`entry(for:)` keeps one slot a level.)
    public static let maxLeafDepth = 4
    /// Largest decompressed directory or metadata accepted.
    public static let directoryCap = 16 << 20

    public let info: ArchiveInfo
    public let header: PMTilesHeader
    public let rootDirectory: PMTilesDirectory
    private let source: any ByteSource
    private let file: String
    private let leaves = LeafDirectoryCache()

    /// Opens a file: reads its header, root directory and metadata.
    public convenience init(path: String) throws(ArchiveError) {
        try self.init(source: ArchiveFile(path: path), file: path)
    }

    /// Reads an archive from any byte source; `file` names it in errors and gives the fallback name.
    public init(source: any ByteSource, file: String) throws(ArchiveError) {
        self.source = source
        self.file = file
        func fail(_ error: PMTilesFormatError) -> ArchiveError { ArchiveError(file: file, reason: error.description) }
        guard source.size > 0 else { throw ArchiveError(file: file, reason: "empty file") }
        let headerBytes = try source.read(offset: 0, length: Int(min(source.size, UInt64(PMTilesHeader.size))))
        do {
            header = try PMTilesHeader(bytes: headerBytes)
            try header.validate(fileSize: source.size)
        } catch { throw fail(error) }
        let internalCompression = header.internalCompression
        func section(_ s: PMTilesHeader.Section, _ what: String) throws(ArchiveError) -> [UInt8] {
            guard s.length <= UInt64(Self.directoryCap) else {
                throw fail(.badDirectory("\(what) is \(s.length) bytes, more than \(Self.directoryCap)"))
            }
            let raw = try source.read(offset: s.offset, length: Int(s.length))
            do { return try Self.decompress(raw, internalCompression) } catch { throw fail(.inflate(what, error)) }
        }
        do { rootDirectory = try PMTilesDirectory(decoding: section(header.rootDirectory, "root directory")) }
        catch let error as PMTilesFormatError { throw fail(error) }
        catch let error as ArchiveError { throw error }
        catch { throw ArchiveError(file: file, reason: "\(error)") }
        let metadata = header.metadata.length > 0
            ? ArchiveMetadata(json: try section(header.metadata, "metadata")) : ArchiveMetadata()
        let b = header.bounds
        let hasBounds = !(b.west == 0 && b.south == 0 && b.east == 0 && b.north == 0)
        info = ArchiveInfo(name: metadata.name ?? ArchiveMetadata.fallbackName(path: file),
                           attribution: metadata.attribution ?? "", format: header.format,
                           minZoom: header.minZoom, maxZoom: header.maxZoom,
                           bounds: hasBounds ? b : nil, vectorLayers: metadata.vectorLayers)
    }

    public func tileData(for tile: TileID) throws(ArchiveError) -> [UInt8]? {
        guard let id = HilbertTileID.id(for: tile) else { return nil }
        guard let entry = try entry(for: id) else { return nil }
        let (end, overflow) = entry.offset.addingReportingOverflow(entry.length)
        guard !overflow, end <= header.tileData.length, entry.length <= UInt64(Inflate.tileCap) else {
            throw ArchiveError(file: file, reason: PMTilesFormatError.tilePastEnd(
                offset: entry.offset, length: entry.length, sectionLength: header.tileData.length).description + " for \(tile)")
        }
        let raw = try source.read(offset: header.tileData.offset + entry.offset, length: Int(entry.length))
        // "unknown" and "none" still get gzip sniffed: some writers leave the field unset over gzipped MVT.
        let gzipped = header.tileCompression == .gzip || Inflate.isGzip(raw)
        guard gzipped else { return raw }
        do { return try Inflate.inflate(raw, cap: Inflate.tileCap) }
        catch { throw ArchiveError(file: file, reason: "tile \(tile): \(error)") }
    }

    /// The tile entry holding a PMTiles tile id, through leaf directories; nil when the archive lacks it.
    public func entry(for id: UInt64) throws(ArchiveError) -> PMTilesEntry? {
        var directory = rootDirectory
        // Leaf offsets already followed, inline so a warm look-up allocates nothing.
        var visited = InlineArray<5, UInt64>(repeating: 0)
        for level in 0...Self.maxLeafDepth {
            guard let entry = directory.entry(for: id) else { return nil }
            if !entry.isLeaf { return entry }
            for i in 0..<level where visited[i] == entry.offset {
                throw ArchiveError(file: file, reason: PMTilesFormatError.directoryLoop(offset: entry.offset).description)
            }
            visited[level] = entry.offset
            directory = try leafDirectory(entry)
        }
        throw ArchiveError(file: file, reason: PMTilesFormatError.tooDeep(levels: Self.maxLeafDepth).description)
    }

    /// Number of leaf directories decoded and kept.
    public var cachedLeafCount: Int { leaves.count }
    /// Bytes of the leaf directories kept decoded (at most `Limits.leafDirectoryBytes`).
    public var cachedLeafBytes: Int { leaves.totalBytes }

    private func leafDirectory(_ entry: PMTilesEntry) throws(ArchiveError) -> PMTilesDirectory {
        if let cached = leaves.directory(at: entry.offset) { return cached }
        let section = header.leafDirectories
        let (end, overflow) = entry.offset.addingReportingOverflow(entry.length)
        guard !overflow, end <= section.length, entry.length <= UInt64(Self.directoryCap) else {
            throw ArchiveError(file: file, reason: PMTilesFormatError.leafPastEnd(
                offset: entry.offset, length: entry.length, sectionLength: section.length).description)
        }
        let raw = try source.read(offset: section.offset + entry.offset, length: Int(entry.length))
        let directory: PMTilesDirectory
        do {
            let bytes: [UInt8]
            do { bytes = try Self.decompress(raw, header.internalCompression) }
            catch { throw PMTilesFormatError.inflate("leaf directory at \(entry.offset)", error) }
            directory = try PMTilesDirectory(decoding: bytes)
        } catch let error as PMTilesFormatError {
            throw ArchiveError(file: file, reason: error.description)
        } catch {
            throw ArchiveError(file: file, reason: "\(error)")
        }
        leaves.insert(directory, at: entry.offset)
        return directory
    }

    private static func decompress(_ raw: [UInt8], _ compression: PMTilesCompression) throws(InflateError) -> [UInt8] {
        compression == .gzip ? try Inflate.inflate(raw, cap: directoryCap) : raw
    }
}
