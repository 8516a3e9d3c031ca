import MapCore

/// Carries a `ShapeIndex` (not thread-safe) from the thread that built it to the main thread, which alone uses it
/// from then on: the builder keeps no reference after handing it over.
final class ShapeIndexHandOff: @unchecked Sendable {
    let index: ShapeIndex
    init(_ index: ShapeIndex) { self.index = index }
}
