import Foundation
import MapCore

/// The parts of an archive's JSON metadata Pinmap uses (PMTiles' metadata section, MBTiles' `json` row).
struct ArchiveMetadata: Sendable, Equatable {
    var name: String?
    var attribution: String?
    var vectorLayers: [String] = []

    /// Reads what it can; metadata is descriptive, so malformed JSON yields nothing rather than an error.
    init(json bytes: [UInt8]) {
        // Metadata over the cap is ignored like malformed metadata (JSONSerialization holds several times its size).
        guard !bytes.isEmpty, bytes.count <= Limits.archiveMetadataBytes,
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return }
        name = (object["name"] as? String).flatMap { $0.isEmpty ? nil : Self.capped($0) }
        attribution = (object["attribution"] as? String).map(Self.capped)
        if let layers = object["vector_layers"] as? [Any] {
            vectorLayers = layers.prefix(Limits.vectorLayers).compactMap {
                (($0 as? [String: Any])?["id"] as? String).map(Self.capped)
            }
        }
    }

    init() {}

    /// A name, attribution or layer id cut to `Limits.archiveTextBytes`.
    static func capped(_ text: String) -> String {
        Limits.prefix(text, bytes: Limits.archiveTextBytes, characters: Limits.archiveTextBytes)
    }

    /// The file's name without its extension: the archive's name when its metadata has none.
    static func fallbackName(path: String) -> String {
        let base = (path as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        return stem.isEmpty ? base : stem
    }
}
