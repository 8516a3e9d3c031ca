/// The frame log's "index" line: the first painted frame after the map's index changed to `places` places
/// (a dropped file's first frame with its clusters, for tools/frame_times.py --open).
struct IndexFrameRecord: Encodable, Equatable {
    let type = "index"
    /// The frame clock's counter and frame time (µs, monotonic) of that frame.
    let counter: Int64
    let frameTimeUs: Int64
    /// Places in the index the map showed in that frame.
    let places: Int

    enum CodingKeys: String, CodingKey {
        case type, counter, places
        case frameTimeUs = "frame_time_us"
    }
}
