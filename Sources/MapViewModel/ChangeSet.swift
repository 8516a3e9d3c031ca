/// What changed between two lists of shown items, matched by stable id: add these, remove those,
/// keep the rest (so kept markers are not redrawn or re-animated).
public struct ChangeSet<Item: Identifiable> {
    public let added: [Item]
    public let removed: [Item]
    /// Items in both lists, in their new form and new order.
    public let kept: [Item]

    /// - Complexity: O(old + new). Duplicate ids within a list count once (the first wins).
    public init(old: [Item], new: [Item]) {
        var oldIDs = Set<Item.ID>(), newIDs = Set<Item.ID>()
        var oldUnique: [Item] = [], newUnique: [Item] = []
        for i in old where oldIDs.insert(i.id).inserted { oldUnique.append(i) }
        for i in new where newIDs.insert(i.id).inserted { newUnique.append(i) }
        added = newUnique.filter { !oldIDs.contains($0.id) }
        kept = newUnique.filter { oldIDs.contains($0.id) }
        removed = oldUnique.filter { !newIDs.contains($0.id) }
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}

extension ChangeSet: Sendable where Item: Sendable {}
