import CGtk
import Glibc
import GtkInterop

/// A realized window's GdkFrameClock: its phase signals and per-frame numbers, for the frame recorder.
/// Handlers run after GTK's own for the same phase (GDK connects when it makes the surface, before realize ends).
struct FrameClock: GObjectConvertible {
    /// The phases GdkFrameClock emits each frame, in order (`before-paint` and `after-paint` every frame).
    enum Phase: String {
        case beforePaint = "before-paint"
        case update
        case layout
        case paint
        case afterPaint = "after-paint"
    }

    private let raw: OpaquePointer

    /// The clock of `widget`'s surface; nil before the widget is realized.
    @MainActor
    init?(of widget: Widget) {
        guard let clock = gtk_widget_get_frame_clock(widget.raw) else { return nil }
        raw = clock
    }

    var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }

    /// The frame's number, counted by the clock from its creation.
    var frameCounter: Int64 { Int64(gdk_frame_clock_get_frame_counter(raw)) }

    /// The frame's start, µs on the monotonic clock (the time animations use).
    var frameTimeMicroseconds: Int64 { Int64(gdk_frame_clock_get_frame_time(raw)) }

    /// Calls `handler` each time the clock runs `phase`, for as long as the clock lives.
    @MainActor
    func on(_ phase: Phase, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(self, phase.rawValue, handler)
    }

    /// Now, µs on GLib's monotonic clock (the frame clock's time base).
    static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }

    /// The calling thread's CPU time so far, µs (unlike wall time, not stretched by other processes' load).
    static var threadCPUMicroseconds: Int64 { ProcessAge.clockMicroseconds(CLOCK_THREAD_CPUTIME_ID) ?? 0 }

    /// Now, µs since the Unix epoch: lets a script that launched the app compare with its own clock.
    static var realTimeMicroseconds: Int64 { Int64(g_get_real_time()) }

    /// The GSK renderer drawing `window` ("GskGLRenderer", "GskCairoRenderer"…); nil before it is realized.
    @MainActor
    static func rendererName(of window: Widget) -> String? {
        guard let renderer = gtk_native_get_renderer(window.opaque),
              let name = g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self))
        else { return nil }
        return String(cString: name)
    }
}
