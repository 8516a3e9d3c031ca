/// The frame log's "index" line: the first painted frame after the map's index changed to `places` places
/// (a dropped file's first frame with its clusters, for tools/frame_times.py --open).
struct IndexFrameRecord: Encodable, Equatable {
    let type = "index"
    /// The frame clock's counter and frame time (µs, monotonic) of that frame.
    let counter: Int64
    let frameTimeUs: Int64
    /// Places in the index the map showed in that frame.
    let places: Int
    /// "quick" (one level of the view while a large file's full index is built) or "full".
    var kind = "full"

    enum CodingKeys: String, CodingKey {
        case type, counter, places, kind
        case frameTimeUs = "frame_time_us"
    }
}

/// What the frame log's "index" record watches: the map's index size, and whether it is the quick one.
struct ShownIndex: Equatable {
    let places: Int
    let quick: Bool
}
