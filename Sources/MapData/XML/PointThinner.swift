import MapCore

/// The points of one line as they stream in (a GPX track, a KML gx:Track), held within `cap` points: when the
/// cap is reached every other held point is dropped and from then on only every second (fourth, …) point is
/// kept, so a 10-million-point track is held as an even sample of at most `cap` points. Each part's first and
/// last points are always kept.
struct PointThinner {
    /// The most points held across all parts (16 bytes each).
    static let standardCap = 1_000_000

    private(set) var parts: [[Coordinate]] = []
    /// Keep one point in `stride`.
    private(set) var stride = 1
    private(set) var pointsSeen = 0
    private var held = 0
    private var lastDropped: Coordinate?
    private let cap: Int

    init(cap: Int = PointThinner.standardCap) { self.cap = max(cap, 4) }

    /// True when some points were dropped.
    var thinned: Bool { stride > 1 }

    mutating func startPart() {
        finishPart()
        parts.append([])
    }

    mutating func append(_ point: Coordinate) {
        if parts.isEmpty { parts.append([]) }
        defer { pointsSeen += 1 }
        guard parts[parts.count - 1].isEmpty || pointsSeen % stride == 0 else {
            lastDropped = point
            return
        }
        lastDropped = nil
        parts[parts.count - 1].append(point)
        held += 1
        if held >= cap { halve() }
    }

    /// Closes the current part, keeping its last point.
    mutating func finishPart() {
        if let point = lastDropped, !parts.isEmpty {
            parts[parts.count - 1].append(point)
            held += 1
        }
        lastDropped = nil
    }

    /// Every part with at least two points, after closing the last one.
    mutating func lines() -> [[Coordinate]] {
        finishPart()
        return parts.filter { $0.count >= 2 }
    }

    private mutating func halve() {
        held = 0
        for index in parts.indices {
            let part = parts[index]
            var kept: [Coordinate] = []
            kept.reserveCapacity(part.count / 2 + 2)
            for (position, point) in part.enumerated() where position % 2 == 0 || position == part.count - 1 {
                kept.append(point)
            }
            parts[index] = kept
            held += kept.count
        }
        stride *= 2
    }
}
