import Testing
import MapViewModel

@Suite struct ViewportNoticeTests {
    @Test func manyChangesMakeOneDeliveryAndItIsToldOnce() {
        var notice = ViewportNotice()
        #expect(!notice.isPending)
        let first = notice.changed(), second = notice.changed()
        #expect(first, "the first change asks the view to arrange a delivery")
        #expect(!second, "later ones ride on it")
        #expect(notice.isPending)
        let delivered = notice.take(), again = notice.take()
        #expect(delivered)
        #expect(!again, "a frame tick and a later post never tell it twice")
        #expect(!notice.isPending)
        let next = notice.changed()
        #expect(next, "a change after the delivery asks again")
    }
}
