import CSQLite

/// A read-only SQLite connection and the few queries MBTiles needs. Not thread-safe by itself: its owner
/// keeps it behind a lock (the connection is also opened FULLMUTEX, so SQLite never races either).
final class SQLiteConnection {
    private let db: OpaquePointer
    private var tileStatement: OpaquePointer?
    let path: String

    /// Opens read-only; SQLite reads lazily, so a file that is not a database fails at the first query.
    init(path: String) throws(ArchiveError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(status)"
            if let handle { sqlite3_close_v2(handle) }
            throw ArchiveError(file: path, reason: "cannot open as SQLite: \(message)")
        }
        db = handle
        self.path = path
    }

    deinit {
        sqlite3_finalize(tileStatement)
        sqlite3_close_v2(db)
    }

    private func failure(_ what: String) -> ArchiveError {
        ArchiveError(file: path, reason: "\(what): \(String(cString: sqlite3_errmsg(db)))")
    }

    /// Every row of a query whose columns are read as text (NULL as nil).
    func textRows(_ sql: String) throws(ArchiveError) -> [[String?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure("query failed")
        }
        defer { sqlite3_finalize(statement) }
        let columns = Int(sqlite3_column_count(statement))
        var rows: [[String?]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure("query failed") }
            rows.append((0..<columns).map { column in
                sqlite3_column_text(statement, Int32(column)).map { String(cString: $0) }
            })
        }
        return rows
    }

    /// The one blob of `SELECT tile_data FROM tiles WHERE zoom_level=? AND tile_column=? AND tile_row=?`.
    func tileBlob(zoom: Int, column: Int, row: Int) throws(ArchiveError) -> [UInt8]? {
        if tileStatement == nil {
            let sql = "SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3"
            guard sqlite3_prepare_v2(db, sql, -1, &tileStatement, nil) == SQLITE_OK else { throw failure("tile query failed") }
        }
        guard let statement = tileStatement else { throw failure("tile query failed") }
        defer { sqlite3_reset(statement) }
        sqlite3_bind_int64(statement, 1, Int64(zoom))
        sqlite3_bind_int64(statement, 2, Int64(column))
        sqlite3_bind_int64(statement, 3, Int64(row))
        let status = sqlite3_step(statement)
        if status == SQLITE_DONE { return nil }
        guard status == SQLITE_ROW else { throw failure("tile \(zoom)/\(column)/\(row) could not be read") }
        let count = Int(sqlite3_column_bytes(statement, 0))
        guard count > 0, let blob = sqlite3_column_blob(statement, 0) else { return [] }
        return Array(UnsafeRawBufferPointer(start: blob, count: count))
    }
}
