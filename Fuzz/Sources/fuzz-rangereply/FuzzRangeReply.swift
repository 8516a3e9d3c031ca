import TileLoader

/// Any bytes as a server's range reply: the first line a Content-Range value, the second an ETag, the third the
/// status, the rest the body; checked as the first 16 KiB and as a 100-byte range at 50. A reason or bytes, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: 10, maxSplits: 3, omittingEmptySubsequences: false)
    func text(_ i: Int) -> String { i < lines.count ? String(decoding: lines[i], as: UTF8.self) : "" }
    _ = ContentRange(text(0))
    let reply = RangeReply(status: Int(text(2)) ?? 206, headers: ["content-range": text(0), "etag": text(1)],
                           body: lines.count > 3 ? Array(lines[3]) : [])
    if case .success(let prefix) = RangeCheck.validatePrefix(reply, length: 16_384), prefix.bytes.count > 16_384 {
        fatalError("a prefix longer than asked")
    }
    if case .success(let body) = RangeCheck.validate(reply, offset: 50, length: 100, total: 1000, etag: text(1)),
       body.count != 100 {
        fatalError("a range of the wrong length")
    }
    return 0
}
