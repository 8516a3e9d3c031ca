/// The frame log's one "first-frame" line: the end of the first paint with the map on screen.
struct FirstFrameRecord: Encodable, Equatable {
    let type = "first-frame"
    /// The frame clock's counter of that frame.
    let counter: Int64
    /// From the process's start (the kernel's, so dynamic loading counts) to the end of that paint;
    /// nil when /proc is unreadable. Resolution: one clock tick (10 ms with CLK_TCK 100).
    let sinceProcessStartUs: Int64?
    /// CPU time of all the process's threads until then (not stretched by other processes' load).
    let processCPUUs: Int64
    /// The end of that paint, µs since the Unix epoch, for a launcher that kept its own exact start time.
    let realTimeUs: Int64
    /// The GSK renderer that drew it ("GskGLRenderer", "GskCairoRenderer", …).
    let renderer: String?
    /// The map widget's top-left in the window's surface and its size, in points (where a script points).
    let mapX: Double?
    let mapY: Double?
    let mapWidth: Int
    let mapHeight: Int

    enum CodingKeys: String, CodingKey {
        case type, counter, renderer
        case sinceProcessStartUs = "since_process_start_us", processCPUUs = "process_cpu_us", realTimeUs = "real_time_us"
        case mapX = "map_x", mapY = "map_y", mapWidth = "map_width", mapHeight = "map_height"
    }
}
