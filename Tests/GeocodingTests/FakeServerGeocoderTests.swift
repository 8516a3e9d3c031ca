import Foundation
import Geocoding
import MapCore
import RemotePlaces
import Testing

/// HTTPGeocoder against the fake Photon and Nominatim (Fixtures/fake_geocoder.py) on 127.0.0.1: real answers,
/// the cache, and every hostile reply turned into one clear GeocoderError.
@Suite(.serialized)
struct FakeServerGeocoderTests {
    static let helsinki = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)

    /// Short bounds so a silent server fails the request quickly; a 1 MB cap against the 50 MB answers.
    static func limits() -> GeocoderLimits {
        var limits = GeocoderLimits()
        limits.deadlineSeconds = 2
        limits.socketTimeoutSeconds = 2
        return limits
    }

    @Test func photonSearchAndReverseAnswerFromTheServer() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .photon, base: server.base("ok"), limits: Self.limits())
        let results = try await geocoder.search("Tampere", near: Self.helsinki, limit: 10)
        #expect(results.first?.name == "Tampere")
        #expect(results.count == 4)
        let here = try await geocoder.reverse(Self.helsinki)
        #expect(here?.name == "Mannerheimintie 1")
    }

    @Test func nominatimSearchAndReverseAnswerFromTheServer() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .nominatim, base: server.base("ok"), limits: Self.limits())
        let results = try await geocoder.search("Eiffel Tower", near: nil, limit: 10)
        #expect(results.map(\.name) == ["Tampere", "Tour Eiffel"])
        let here = try await geocoder.reverse(Self.helsinki)
        #expect(here?.detail.contains("Helsinki") == true)
    }

    @Test func theSameQueryTwiceAsksTheServerOnce() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .photon, base: server.base("ok"), limits: Self.limits())
        _ = try await geocoder.search("Tampere", near: Self.helsinki, limit: 10)
        _ = try await geocoder.search("Tampere", near: Self.helsinki, limit: 10)
        #expect(try await server.requestCount() == 1)
    }

    /// Nominatim's usage policy: at most one request a second, however fast the app asks (Photon sets no rate).
    /// Measured by the server's own clock between arrivals: without the limit they are milliseconds apart. The next
    /// slot also counts from the last answer, so a slow first connection set-up cannot bring two arrivals closer.
    @Test func nominatimIsAskedAtMostOnceASecond() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .nominatim, base: server.base("ok"), limits: Self.limits())
        for text in ["Tampere", "Turku", "Tour Eiffel"] { _ = try await geocoder.search(text, near: nil, limit: 10) }
        let times = try await server.arrivalTimes()
        #expect(times.count == 3)
        for (a, b) in zip(times, times.dropFirst()) { #expect(b - a >= 1.0, "\(times)") }
    }

    @Test(arguments: [
        ("error", GeocoderError.Reason.status(500)),
        ("html", .contentType("text/html")),
        ("huge", .fetch(.tooLarge(limit: 1 << 20))),
        ("stream", .fetch(.tooLarge(limit: 1 << 20))),
        ("silent", .fetch(.timedOut)),
    ])
    func hostileRepliesAreOneClearError(mode: String, expected: GeocoderError.Reason) async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        for kind in GeocoderKind.allCases {
            let geocoder = HTTPGeocoder(kind: kind, base: server.base(mode), limits: Self.limits())
            do {
                _ = try await geocoder.search("Tampere", near: Self.helsinki, limit: 10)
                Issue.record("\(mode) answered")
            } catch {
                #expect(error.reason == expected, "\(kind) \(mode): \(error)")
                #expect(error.description.hasPrefix("geocoder 127.0.0.1:\(server.port): "))
            }
        }
    }

    @Test func garbageJSONIsABadReplyNamingWhereItBroke() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .photon, base: server.base("garbage"), limits: Self.limits())
        await #expect {
            _ = try await geocoder.search("Tampere", near: nil, limit: 10)
        } throws: { error in
            guard let error = error as? GeocoderError, case .badReply(let why) = error.reason else { return false }
            return why.contains("line 1")
        }
    }

    @Test func aRedirectToAnotherHostIsNotFollowed() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        let geocoder = HTTPGeocoder(kind: .photon, base: server.base("redirect"), limits: Self.limits())
        await #expect {
            _ = try await geocoder.search("Tampere", near: nil, limit: 10)
        } throws: { error in
            guard let error = error as? GeocoderError, case .fetch(.redirectElsewhere(let to)) = error.reason else { return false }
            return to.hasPrefix("http://localhost:\(server.port)/")
        }
        #expect(try await server.requestCount() == 1)
    }

    @Test func aCancelledSearchStopsWithCancelled() async throws {
        let server = try FakeGeocoderServer(); defer { server.stop() }
        var limits = Self.limits()
        // Long enough that only the cancel can end it.
        limits.deadlineSeconds = 600
        limits.socketTimeoutSeconds = 600
        let geocoder = HTTPGeocoder(kind: .photon, base: server.base("silent"), limits: limits)
        let task = Task { try await geocoder.search("Tampere", near: nil, limit: 10) }
        task.cancel()
        await #expect {
            _ = try await task.value
        } throws: { error in (error as? GeocoderError)?.reason == .fetch(.cancelled) }
    }
}
