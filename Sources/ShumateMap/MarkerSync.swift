import MapCore
import MapViewModel
import MapCore

/// Which marker widgets a new list of items needs, by stable item id: markers that stay are kept
/// (never removed and re-added), so a pan touches only the markers entering and leaving the view.
/// Counts what it asked for, so churn per pan step can be measured (docs/PERFORMANCE.md).
struct MarkerSync {
    /// What is shown now, by item id.
    private(set) var shown: [String: MapItem] = [:]
    private(set) var order: [MapItem] = []
    /// Totals since creation.
    private(set) var added = 0
    private(set) var removed = 0
    /// Kept markers whose look changed (a cluster's count or mix), re-textured in place.
    private(set) var restyled = 0
    /// Without change sets every update removes everything and adds it all again (the baseline measured against).
    var usesChangeSets = true

    /// What to do to go from what is shown to `items`.
    struct Update {
        var add: [MapItem]
        var remove: [MapItem]
        /// Same id, different content: re-texture, keep the widget.
        var restyle: [MapItem]
    }

    mutating func update(to items: [MapItem]) -> Update {
        let update: Update
        if usesChangeSets {
            let change = ChangeSet(old: order, new: items)
            let restyle = change.kept.filter { shown[$0.id] != $0 }
            update = Update(add: change.added, remove: change.removed, restyle: restyle)
        } else {
            var seen = Set<String>()
            update = Update(add: items.filter { seen.insert($0.id).inserted }, remove: order, restyle: [])
        }
        added += update.add.count
        removed += update.remove.count
        restyled += update.restyle.count
        var seen = Set<String>()
        order = items.filter { seen.insert($0.id).inserted }
        shown = Dictionary(order.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return update
    }
}
