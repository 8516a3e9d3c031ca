import Graphics
import Testing

/// Cairo before 1.17.2 writes one span past its buffer with CAIRO_ANTIALIAS_FAST (upstream dfe3aa6d): the heap
/// corruption that crashed long pans on Debian 12's 1.16.0. Such a Cairo never gets the fast converter.
struct FastAntialiasTests {
    @Test func versionsBeforeTheUpstreamFixAreUnsafe() {
        #expect(!Canvas.isFastAntialiasSafe(cairoVersion: 1_16_00), "Debian 12")
        #expect(!Canvas.isFastAntialiasSafe(cairoVersion: 1_17_00))
        #expect(Canvas.isFastAntialiasSafe(cairoVersion: 1_17_02), "the first release with the fix")
        #expect(Canvas.isFastAntialiasSafe(cairoVersion: 1_18_00))
    }

    @Test func fastDrawsAsStandardWhereItIsUnsafe() throws {
        let canvas = Canvas(surface: try Surface(width: 64, height: 64))
        canvas.setAntialias(.fast)
        #expect(canvas.antialiasInEffect == (Canvas.fastAntialiasIsSafe ? .fast : .standard))
        canvas.setFastAntialias(true)
        #expect(canvas.antialiasInEffect == (Canvas.fastAntialiasIsSafe ? .fast : .standard))
        canvas.setFastAntialias(false)
        #expect(canvas.antialiasInEffect == .standard)
        canvas.setAntialias(.none)
        #expect(canvas.antialiasInEffect == .none)
    }
}
