/// One line of the frame log (`PINMAP_FRAME_LOG`): what one frame of the window's GdkFrameClock cost.
/// Times are µs on the monotonic clock; keys are snake_case in the file.
struct FrameRecord: Encodable, Equatable {
    let type = "frame"
    /// The frame clock's frame counter.
    let counter: Int64
    /// The clock's frame time (the frame's start).
    let frameTimeUs: Int64
    /// Frame time since the previous frame's; nil for the first frame. Includes idle gaps between inputs.
    let intervalUs: Int64?
    /// From our before-paint to the end of the layout phase: tick callbacks (animations) and size allocation.
    let updateLayoutUs: Int64
    /// The paint phase (snapshot and GSK render of the whole window); nil when the frame did not paint.
    let paintUs: Int64?
    /// The main thread's CPU time in the paint phase: what the frame cost without the machine's other load
    /// (GSK's GL renderer on llvmpipe rasterises on its own threads, which this leaves out).
    let paintCPUUs: Int64?
    /// From before-paint to after-paint: all the frame's work on the main thread.
    let frameUs: Int64
    /// The main thread's CPU time from before-paint to after-paint.
    let frameCPUUs: Int64

    enum CodingKeys: String, CodingKey {
        case type, counter
        case frameTimeUs = "frame_time_us", intervalUs = "interval_us", updateLayoutUs = "update_layout_us"
        case paintUs = "paint_us", paintCPUUs = "paint_cpu_us", frameUs = "frame_us", frameCPUUs = "frame_cpu_us"
    }
}
