import Foundation

/// A finished HTTP exchange: status, content type and body (already un-gzipped by libsoup).
struct RemoteResponse: Sendable {
    let status: Int
    let contentType: String?
    let body: Data
}
