import Foundation
import Geocoding
import Search

/// Whether the online geocoder is answering, for the one note the result list shows while it is not: set by a
/// failed request (500, garbage, timeout, no network, an oversized answer), cleared by the next answer. A cancelled
/// request (the person typed on) says nothing either way.
public struct OnlineSearchStatus: Equatable, Sendable {
    /// Why the last request failed; nil while the service answers (or before any request).
    public private(set) var failure: String?

    public init() {}

    /// Records a request's outcome; true when the note appears, changes or goes.
    @discardableResult
    public mutating func record(_ outcome: Result<[GeocodeResult], any Error>) -> Bool {
        let before = failure
        switch outcome {
        case .success: failure = nil
        case .failure(let error):
            if error is CancellationError { return false }
            if let error = error as? GeocoderError {
                if case .fetch(.cancelled) = error.reason { return false }
                failure = error.shortReason
            } else {
                failure = "\(error)"
            }
        }
        return failure != before
    }

    /// Whether the list for `text` shows the note: the service failed and `text` is one it would be asked.
    public func showsNote(for text: String) -> Bool { failure != nil && OnlineSearchPolicy.asksOnline(text) }
}

extension GeocoderError {
    /// The reason alone, for the note ("HTTP 500", "timed out"): the server is the one the person chose.
    var shortReason: String {
        switch reason {
        case .fetch(let error): "\(error)"
        case .status(let status): "HTTP \(status)"
        case .contentType: "the answer was not JSON"
        case .badReply: "the answer could not be read"
        case .invalidURL: "not a usable URL"
        }
    }
}
