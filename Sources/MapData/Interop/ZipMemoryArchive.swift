import CArchive

/// A zip archive in memory, read with libarchive (`archive_read_open_memory`): its entry names, and one entry's
/// bytes inflated block by block into memory under a cap. Nothing is ever written to disk, so a name such as
/// "../../x.kml" is only a name.
enum ZipMemoryArchive {
    /// The names of the entries, in the archive's order, at most `limit` of them.
    static func entryNames(of bytes: [UInt8], limit: Int) throws(ZipReadError) -> [String] {
        var names: [String] = []
        try walk(bytes) { archive, entry throws(ZipReadError) in
            guard names.count < limit else { throw .tooManyEntries(limit: limit) }
            names.append(name(of: entry))
            return true
        }
        return names
    }

    /// The bytes of the entry at `index` (in `entryNames` order), refused while inflating as soon as they pass
    /// `cap` bytes or `ratio` times the archive's size (the ratio counts only past `ratioFloor` bytes).
    static func contents(of bytes: [UInt8], entryAt index: Int, cap: Int, ratio: Int, ratioFloor: Int) throws(ZipReadError) -> [UInt8] {
        var output: [UInt8] = []
        var position = 0
        try walk(bytes) { archive, entry throws(ZipReadError) in
            defer { position += 1 }
            guard position == index else { return true }
            let declared = archive_entry_size_is_set(entry) != 0 ? Int(archive_entry_size(entry)) : 0
            if declared > cap { throw .tooLarge(detail: "it declares \(declared) bytes; the limit is \(cap / (1 << 20)) MiB") }
            var block = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = block.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
                if count == 0 { break }
                guard count > 0 else { throw .corrupt(message(archive)) }
                if output.count + count > cap {
                    throw .tooLarge(detail: "it inflates past \(cap / (1 << 20)) MiB")
                }
                output.append(contentsOf: block[0..<count])
                if output.count > ratioFloor, output.count > ratio * bytes.count {
                    throw .tooLarge(detail: "it inflates more than \(ratio)× the archive's \(bytes.count) bytes")
                }
            }
            return false
        }
        return output
    }

    /// Calls `visit` with each entry header until it returns false or the archive ends.
    private static func walk(_ bytes: [UInt8], _ visit: (OpaquePointer, OpaquePointer) throws(ZipReadError) -> Bool) throws(ZipReadError) {
        guard !bytes.isEmpty, let archive = archive_read_new() else { throw .notAZip("empty") }
        defer { archive_read_free(archive) }
        archive_read_support_format_zip(archive)
        let result: Result<Void, ZipReadError> = bytes.withUnsafeBytes { raw in
            guard archive_read_open_memory(archive, raw.baseAddress, raw.count) == ARCHIVE_OK else {
                return .failure(.notAZip(message(archive)))
            }
            var entry: OpaquePointer?
            while true {
                let status = archive_read_next_header(archive, &entry)
                if status == ARCHIVE_EOF { return .success(()) }
                guard status >= ARCHIVE_WARN, let entry else { return .failure(.corrupt(message(archive))) }
                do throws(ZipReadError) {
                    if try !visit(archive, entry) { return .success(()) }
                } catch {
                    return .failure(error)
                }
            }
        }
        try result.get()
    }

    private static func name(of entry: OpaquePointer) -> String {
        if let utf8 = archive_entry_pathname_utf8(entry) { return String(cString: utf8) }
        return archive_entry_pathname(entry).map { String(cString: $0) } ?? ""
    }

    private static func message(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "libarchive error \(archive_errno(archive))"
    }
}
