import CCairo
import MapCore
import Testing
@testable import Graphics

/// The cached map layer reaches GTK's recorded render node as a live pattern: recorded by reference, never
/// snapshotted, so changing the layer for the next frame copies nothing.
struct LivePatternTests {
    static let red = RGBColor(red: 1, green: 0, blue: 0), blue = RGBColor(red: 0, green: 0, blue: 1)

    /// Records `pattern` painted, changes the surface to blue, replays the recording: which colour comes out.
    func replayAfterChange(_ pattern: SurfacePattern, of surface: Surface) throws -> RGBA8 {
        Canvas(surface: surface).clear(Self.red)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        let cr = cairo_create(recording)!
        cairo_set_source(cr, pattern.raw)
        cairo_paint(cr)
        cairo_destroy(cr)
        Canvas(surface: surface).clear(Self.blue)
        let out = try Surface(width: 8, height: 8, pool: nil)
        let replay = cairo_create(out.raw)!
        cairo_set_source_surface(replay, recording, 0, 0)
        cairo_paint(replay)
        cairo_destroy(replay)
        return out.pixel(x: 3, y: 3)
    }

    @Test func aRecordedLivePatternShowsThePixelsAtReplayAndAPlainOneItsSnapshot() throws {
        let surface = try Surface(width: 8, height: 8, opaque: true, pool: nil)
        #expect(try replayAfterChange(SurfacePattern(live: surface), of: surface) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(try replayAfterChange(SurfacePattern(surface), of: surface) == RGBA8(r: 255, g: 0, b: 0, a: 255),
                "a plain pattern is snapshotted: the change was copied away from the recording")
    }

    @Test func everyCopyGivesItsReferenceBack() throws {
        let surface = try Surface(width: 8, height: 8, opaque: true, pool: nil)
        do {
            let live = SurfacePattern(live: surface)
            for _ in 0..<3 { _ = try replayAfterChange(live, of: surface) }
            // Drawn straight onto an image too (the bench and --render): acquired and released each time.
            let canvas = Canvas(surface: try Surface(width: 8, height: 8, pool: nil))
            canvas.blit(live, at: PixelPoint(x: 0, y: 0))
            #expect(cairo_surface_get_reference_count(surface.raw) == 2)
        }
        #expect(cairo_surface_get_reference_count(surface.raw) == 1)
    }
}
