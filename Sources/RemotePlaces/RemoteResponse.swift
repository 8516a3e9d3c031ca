import Foundation

/// A finished HTTP exchange: status, content type and body (already un-gzipped by libsoup).
package struct RemoteResponse: Sendable {
    package let status: Int
    package let contentType: String?
    package let body: Data
}
