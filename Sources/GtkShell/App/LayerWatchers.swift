import AppCore

/// One `FileWatcher` per open layer file, and each loaded file in GTK's recent files: a file changed on disk is read again (the store keeps the view, the
/// selection when its place is still there, and the last good places when the new file is unreadable).
@MainActor
final class LayerWatchers {
    private var watchers: [String: FileWatcher] = [:]
    /// Files already put in GTK's recent files this run.
    private var madeRecent: Set<String> = []
    private let store: MapStore

    init(store: MapStore) { self.store = store }

    /// Watches the store's layer files, no more, no fewer.
    func sync() {
        let ids = Set(store.layers.files.map(\.id))
        for (id, w) in watchers where !ids.contains(id) {
            w.cancel()
            watchers[id] = nil
        }
        for id in ids where watchers[id] == nil {
            watchers[id] = FileWatcher(path: id) { [weak self] in self?.store.reloadLayer(id) }
        }
        // A file that loaded goes into the desktop's recent files (so GNOME's lists offer it again).
        for layer in store.layers.files where layer.state == .loaded && madeRecent.insert(layer.id).inserted {
            RecentFiles.add(path: layer.id)
        }
    }

    func stop() {
        for w in watchers.values { w.cancel() }
        watchers = [:]
    }
}
