import AppCore
import Geocoding
import MapCore
import Testing

/// The one "Online search unavailable" note: set by the first failure, unchanged by more of them (so the list does
/// not redraw per keystroke), untouched by a cancelled request, gone with the next answer.
@Suite struct OnlineSearchStatusTests {
    static func failed(_ reason: GeocoderError.Reason) -> Result<[GeocodeResult], any Error> {
        .failure(GeocoderError(server: "127.0.0.1:8080", reason: reason))
    }

    @Test func aFailureSetsTheNoteOnceAndAnAnswerClearsIt() {
        var status = OnlineSearchStatus()
        #expect(status.failure == nil)
        let changed1 = status.record(Self.failed(.status(500)))
        #expect(changed1)
        #expect(status.failure == "HTTP 500")
        // The same failure on the next keystroke changes nothing.
        let changed2 = status.record(Self.failed(.status(500)))
        #expect(!changed2)
        #expect(status.showsNote(for: "Tampere"))
        let changed3 = status.record(.success([]))
        #expect(changed3)
        #expect(status.failure == nil)
        #expect(!status.showsNote(for: "Tampere"))
        let changed4 = status.record(.success([]))
        #expect(!changed4)
    }

    @Test(arguments: [
        (GeocoderError.Reason.fetch(.timedOut), "timed out"),
        (.fetch(.tooLarge(limit: 1 << 20)), "response larger than 1048576 bytes"),
        (.fetch(.network("Could not connect")), "network error: Could not connect"),
        (.badReply("unexpected end"), "the answer could not be read"),
        (.contentType("text/html"), "the answer was not JSON"),
        (.fetch(.redirectElsewhere("http://localhost/")), "a redirect to another server (http://localhost/) is not followed"),
    ])
    func everyFailureSaysWhy(_ reason: GeocoderError.Reason, _ text: String) {
        var status = OnlineSearchStatus()
        let changed5 = status.record(Self.failed(reason))
        #expect(changed5)
        #expect(status.failure == text)
    }

    @Test func aCancelledRequestSaysNothingEitherWay() {
        var status = OnlineSearchStatus()
        let changed6 = status.record(Self.failed(.fetch(.cancelled)))
        #expect(!changed6)
        let changed7 = status.record(.failure(CancellationError()))
        #expect(!changed7)
        #expect(status.failure == nil)
        status.record(Self.failed(.status(503)))
        let changed8 = status.record(Self.failed(.fetch(.cancelled)))
        #expect(!changed8)
        #expect(status.failure == "HTTP 503")
    }

    @Test func theNoteShowsOnlyForTextTheServiceWouldBeAsked() {
        var status = OnlineSearchStatus()
        status.record(Self.failed(.status(500)))
        #expect(status.showsNote(for: "Tam"))
        #expect(!status.showsNote(for: "Ta"))
        #expect(!status.showsNote(for: "60.17, 24.94"))
    }
}
