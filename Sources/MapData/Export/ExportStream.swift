import Foundation

/// Where a writer's text goes: a fixed buffer handed to `drain` whenever it fills, so memory stays bounded
/// whatever the number of places. - Complexity: O(bytes written).
public final class ExportStream {
    /// Flushed at this size (64 KiB): large enough that the writes are few, small enough to never matter.
    public static let bufferBytes = 64 << 10
    private var buffer: [UInt8] = []
    private let drain: ([UInt8]) throws -> Void
    /// Bytes handed on so far, flushed or not.
    public private(set) var byteCount = 0

    /// `drain` receives each full buffer and the last partial one at `flush()`.
    public init(drain: @escaping ([UInt8]) throws -> Void) {
        self.drain = drain
        buffer.reserveCapacity(Self.bufferBytes)
    }

    /// A stream into an open file.
    public convenience init(handle: FileHandle) {
        self.init { bytes in try handle.write(contentsOf: bytes) }
    }

    public func write(_ text: String) throws {
        let utf8 = text.utf8
        byteCount += utf8.count
        // A native string's bytes are appended in one copy.
        buffer.append(contentsOf: utf8)
        if buffer.count >= Self.bufferBytes { try flush() }
    }

    /// Hands on whatever is buffered.
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        try drain(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

extension ExportStream {
    /// A stream collecting into memory, for tests and small exports.
    public static func collecting() -> (ExportStream, () -> [UInt8]) {
        final class Box { var bytes: [UInt8] = [] }
        let box = Box()
        return (ExportStream { box.bytes += $0 }, { box.bytes })
    }
}
