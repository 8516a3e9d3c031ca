import DeepLinks

/// Any bytes as a geo: URI: a GeoURI whose text parses back to itself, or a GeoURIError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let uri = try? GeoURI(parsing: text) else { return 0 }
    // What Pinmap writes it must read back.
    let again = try? GeoURI(parsing: uri.string)
    if again == nil { fatalError("GeoURI.string does not parse back: \(uri.string)") }
    return 0
}
