import Testing
@testable import MapCore

@Suite("ZoomLimit")
struct ZoomLimitTests {
    /// --zoom and geo: ?z= both read this; 22 is the deepest level any built-in or user style draws.
    @Test func levelsAreZeroToTwentyTwoAndTheRangeMatches() {
        #expect(ZoomLimit.levels == 0...22)
        #expect(ZoomLimit.range == 0.0...22.0)
    }
}
