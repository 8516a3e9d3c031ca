/// The checks every range reply passes before its bytes are used: a 206 for exactly the range asked, as long as
/// it says, of the same version (ETag and size). Pure, so the fuzzer reaches it without a server.
public enum RangeCheck {
    /// The bytes of `reply` as the `length` bytes at `offset` of an archive of `total` bytes and version `etag`.
    public static func validate(_ reply: RangeReply, offset: UInt64, length: Int, total: UInt64,
                                etag: String?) -> Result<[UInt8], RemoteReadError> {
        if reply.status == 200 { return .failure(.ignoresRange(limit: length)) }
        guard reply.status == 206 else { return .failure(.status(reply.status)) }
        if let etag, reply.etag != etag {
            return .failure(.changed("ETag \(etag) is now \(reply.etag ?? "missing")"))
        }
        guard let raw = reply.headers["content-range"] else { return .failure(.badContentRange("missing")) }
        guard let range = ContentRange(raw) else { return .failure(.badContentRange("\"\(raw.prefix(80))\"")) }
        guard range.total == total else { return .failure(.changed("size \(total) is now \(range.total)")) }
        let (end, overflow) = offset.addingReportingOverflow(UInt64(max(0, length)))
        guard length > 0, !overflow, range.first == offset, range.last == end - 1 else {
            return .failure(.badContentRange("\"\(raw.prefix(80))\" for \(length) bytes at \(offset)"))
        }
        guard reply.body.count == length else { return .failure(.wrongLength(got: reply.body.count, asked: length)) }
        return .success(reply.body)
    }

    /// The first bytes of an archive: a 206 from byte 0 (or, for a file no longer than asked, a 200 with all of it).
    public static func validatePrefix(_ reply: RangeReply, length: Int) -> Result<RemoteRangeClient.Prefix, RemoteReadError> {
        if reply.status == 200 {
            // A file no longer than the request may come whole; anything longer was cut at the cap.
            return .success(.init(bytes: reply.body, total: UInt64(reply.body.count), etag: reply.etag))
        }
        guard reply.status == 206 else { return .failure(.status(reply.status)) }
        guard let raw = reply.headers["content-range"] else { return .failure(.badContentRange("missing")) }
        guard let range = ContentRange(raw) else { return .failure(.badContentRange("\"\(raw.prefix(80))\"")) }
        guard length > 0, range.first == 0, range.count == min(UInt64(length), range.total) else {
            return .failure(.badContentRange("\"\(raw.prefix(80))\" for bytes 0-\(length - 1)"))
        }
        guard reply.body.count == Int(range.count) else {
            return .failure(.wrongLength(got: reply.body.count, asked: Int(range.count)))
        }
        return .success(.init(bytes: reply.body, total: range.total, etag: reply.etag))
    }
}
