import MapViewModel
import Testing

@Suite struct MotionNoticeTests {
    /// However often a view checks, its delegate hears each start and each stop once.
    @Test func eachChangeIsReportedOnce() {
        var notice = MotionNotice()
        var told: [Bool] = []
        for moving in [false, true, true, true, false, false, true] where notice.update(moving) { told.append(notice.reported) }
        #expect(told == [true, false, true], "still from the start: nothing to tell until it moves")
    }
}
