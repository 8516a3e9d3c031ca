import Foundation
import MapArchive
import MapCore

/// Downloads an area of a `{z}/{x}/{y}` raster style that allows it (`DownloadPolicy`) into a raster PMTiles v3
/// archive: one GET per tile with the app's User-Agent, a cap per tile, the per-host limit; resumable through the
/// same journal as archive downloads, and renamed into place only when complete.
public final class RasterAreaDownloader {
    public let plan: DownloadPlan
    public let style: MapStyle
    public let destination: URL
    /// Tiles fetched between progress reports (and cancellation checks).
    public var batchSize = 32
    /// Requests in flight at once (the worker's per-host limit still applies).
    public var parallel = 2
    /// Largest tile body accepted, as for raster tiles shown in the map.
    public var maxTileBytes = TileStoreConfiguration().maxResponseBytes
    /// Assumed average tile size for the estimate, before anything is fetched (a 256-pixel street map PNG).
    public static let estimatedTileBytes: UInt64 = 20_000
    private let template: TileURLTemplate
    private let worker: RangeWorker
    private let deadlineSeconds: Double

    /// Throws the policy's refusal for a style that may not be downloaded, or the template's error.
    public init(plan: DownloadPlan, style: MapStyle, to destination: URL,
                limits: RemoteRangeClient.Limits = RemoteRangeClient.Limits()) throws(DownloadError) {
        if let why = DownloadPolicy.refusal(for: style) { throw .badRequest(why) }
        do { template = try TileURLTemplate(style: style) } catch { throw .badRequest("\(style.name): \(error)") }
        guard template.scheme != .file else { throw .badRequest("\(style.name): file tiles are already on this computer") }
        self.plan = plan; self.style = style; self.destination = destination
        worker = RangeWorker(userAgent: limits.userAgent, maxConnectionsPerHost: limits.maxConnectionsPerHost,
                             timeoutSeconds: limits.timeoutSeconds)
        deadlineSeconds = limits.deadlineSeconds
    }

    /// Tiles and an estimated size, before anything is fetched.
    public func estimate() -> (tiles: Int, bytes: UInt64) {
        (plan.count, Self.estimatedTileBytes * UInt64(plan.count))
    }

    /// Runs to completion, or throws saying what was kept; as `AreaDownloader.run`.
    public func run(progress: (AreaDownloader.Progress) -> Void = { _ in },
                    isCancelled: () -> Bool = { false }) throws(DownloadError) -> AreaDownloader.Summary {
        do { try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true) }
        catch { throw .write("cannot create the folder of \(destination.path): \(error.systemReason)", kept: false) }
        let lock = try DownloadLock(destination: destination)
        defer { withExtendedLifetime(lock) {} }
        let b = plan.bounds
        let identity = "raster \(template.fingerprint) \(b.west),\(b.south),\(b.east),\(b.north) \(plan.zooms.lowerBound)-\(plan.zooms.upperBound)"
        let journal = try DownloadJournal(destination: destination, identity: identity)
        let done = journal.doneIDs
        let pending = plan.tileIDs.filter { !done.contains($0) }
        let resumedFrom = plan.count - pending.count
        var state = AreaDownloader.Progress(done: resumedFrom, total: plan.count, bytes: journal.partLength, resumedFrom: resumedFrom)
        progress(state)
        var tileType: UInt8 = 0
        var start = 0
        while start < pending.count {
            if isCancelled() { journal.sync(); throw .cancelled }
            let batch = Array(pending[start..<min(pending.count, start + batchSize)])
            let bodies = fetch(batch)
            for (id, result) in zip(batch, bodies) {
                switch result {
                case .success(let bytes?):
                    guard let type = Self.imageType(bytes) else {
                        journal.sync()
                        throw .source("\(style.name): tile \(HilbertTileID.tile(for: id).map { "\($0)" } ?? "\(id)") is not a PNG, JPEG or WebP image")
                    }
                    if tileType == 0 { tileType = type }
                    try journal.add(tileID: id, bytes: bytes, hash: TileMetadata.checksum(Data(bytes)))
                case .success(nil): try journal.addMissing(tileID: id)
                case .failure(let why): journal.sync(); throw .interrupted(why.reason)
                }
                state.done += 1
            }
            state.bytes = journal.partLength
            progress(state)
            start += batch.count
        }
        journal.sync()
        if tileType == 0, let first = journal.records.first {  // All fetched in an earlier run.
            tileType = Self.imageType((try? journal.readPart(offset: first.offset, length: Int(min(first.length, 16)))) ?? []) ?? 2
        }
        let metadata = Self.metadata(style: style, format: tileType)
        let fileBytes = try DownloadedArchiveWriter.write(
            journal, metadata: metadata,
            description: .init(tileType: tileType, tileCompression: .none, minZoom: plan.zooms.lowerBound,
                               maxZoom: plan.zooms.upperBound, bounds: plan.bounds),
            to: destination, from: style.name)
        let summary = AreaDownloader.Summary(tiles: journal.records.count, missing: journal.missing.count, fileBytes: fileBytes,
                                             tileBytes: journal.records.reduce(0) { $0 + $1.length },
                                             storedBytes: journal.partLength, restarts: 0)
        journal.remove()
        OfflineAreaRecord.noteDownload(of: destination, source: style.id, etag: nil)
        return summary
    }

    /// Each tile's body; nil for a 404/410/204 (no tile there); a failure's reason otherwise.
    private func fetch(_ ids: [UInt64]) -> [Result<[UInt8]?, FetchFailure>] {
        let slots = ResultSlots<[UInt8]?, FetchFailure>(count: ids.count)
        let urls = ids.map { HilbertTileID.tile(for: $0).map { template.url(for: $0) } }
        let (worker, cap, deadline, lanes) = (self.worker, maxTileBytes, deadlineSeconds, max(1, parallel))
        DispatchQueue.concurrentPerform(iterations: min(lanes, ids.count)) { lane in
            for i in stride(from: lane, to: ids.count, by: lanes) {
                guard let url = urls[i] else { slots.set(i, .failure(FetchFailure("tile id \(ids[i]) is out of range"))); continue }
                switch worker.fetch(url, headers: [:], maxBytes: cap, deadlineSeconds: deadline) {
                case .success(let reply) where reply.status == 200: slots.set(i, .success(reply.body))
                case .success(let reply) where [204, 404, 410].contains(reply.status): slots.set(i, .success(nil))
                case .success(let reply): slots.set(i, .failure(FetchFailure("\(TileURLTemplate.redacted(url)): HTTP \(reply.status)")))
                case .failure(let e): slots.set(i, .failure(FetchFailure("\(TileURLTemplate.redacted(url)): \(e)")))
                }
            }
        }
        return slots.values
    }

    /// PMTiles tile type from the image's first bytes: 2 PNG, 3 JPEG, 4 WebP; nil for anything else.
    static func imageType(_ b: [UInt8]) -> UInt8? {
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return 2 }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return 3 }
        if b.count >= 12, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) { return 4 }
        return nil
    }

    /// The archive's JSON metadata: the style's name and credit, and the image format.
    static func metadata(style: MapStyle, format: UInt8) -> [UInt8] {
        let formats: [UInt8: String] = [2: "png", 3: "jpg", 4: "webp"]
        let object: [String: String] = ["name": style.name, "attribution": style.attribution, "format": formats[format] ?? "png",
                                        "type": "baselayer"]
        return Array((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8))
    }
}

/// Why one tile could not be fetched (its URL redacted).
struct FetchFailure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
