import Foundation

/// Writes `DebugSnapshot.dump` to a file after every change of the store or of what the shell fed the snapshot
/// (temp file + rename, so readers never see half a file).
@MainActor
public final class DebugStateWriter {
    /// The environment variable naming the dump file.
    public static let environmentKey = "PINMAP_DEBUG_STATE"

    private let url: URL
    private var sequence = 0
    private weak var store: MapStore?
    private var snapshot: DebugSnapshot?

    public init(path: String) {
        url = URL(fileURLWithPath: path)
    }

    /// A writer when PINMAP_DEBUG_STATE names a file, else nil.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DebugStateWriter? {
        guard let path = env[environmentKey], !path.isEmpty else { return nil }
        return DebugStateWriter(path: path)
    }

    /// Starts writing on every change of `store` or `snapshot`.
    public func attach(to store: MapStore, snapshot: DebugSnapshot) {
        self.store = store
        self.snapshot = snapshot
        snapshot.onChange = { [weak self] in self?.write() }
        store.observe { [weak self] _ in self?.write() }
    }

    public func write() {
        guard let store, let snapshot else { return }
        sequence += 1
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(snapshot.dump(of: store, sequence: sequence)) else { return }
        let temp = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
        do {
            try data.write(to: temp)
            _ = try FileManager.default.replaceItemAt(url, withItemAt: temp)
        } catch {
            // Debug output only: a failed write must not disturb the app.
            try? data.write(to: url)
        }
    }
}
