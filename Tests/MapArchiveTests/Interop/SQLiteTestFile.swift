import CSQLite

/// Writes to a test's temporary SQLite file (the library only ever opens read-only).
enum SQLiteTestFile {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func execute(_ sql: String, path: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw Failure(description: "cannot open \(path)") }
        defer { sqlite3_close(db) }
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
    }
}
