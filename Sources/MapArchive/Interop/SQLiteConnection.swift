import CSQLite
import Foundation
import MapCore

/// A read-only SQLite connection and the few queries MBTiles needs. Not thread-safe by itself: its owner
/// keeps it behind a lock (the connection is also opened FULLMUTEX, so SQLite never races either).
final class SQLiteConnection {
    private let db: OpaquePointer
    private var tileStatement: OpaquePointer?
    /// When the running statement must stop, read by SQLite's progress handler on the querying thread.
    private let deadline = StatementDeadline()
    let path: String

    /// Opens read-only and immutable (no lock, no -wal or -shm written beside the file, even for a WAL database);
    /// SQLite reads lazily, so a file that is not a database fails at the first query.
    init(path: String) throws(ArchiveError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI
        let status = sqlite3_open_v2(Self.immutableURI(path), &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(status)"
            if let handle { sqlite3_close_v2(handle) }
            throw ArchiveError(file: path, reason: "cannot open as SQLite: \(message)")
        }
        db = handle
        self.path = path
        // No string or blob SQLite makes or reads may be larger than this (a view can make one of any size).
        sqlite3_limit(db, SQLITE_LIMIT_LENGTH, Int32(Limits.sqliteValueBytes))
        // Every 1,000 virtual machine steps SQLite asks whether to stop: a statement past its deadline is interrupted.
        sqlite3_progress_handler(db, 1_000, { context in
            Unmanaged<StatementDeadline>.fromOpaque(context!).takeUnretainedValue().isPast ? 1 : 0
        }, Unmanaged.passUnretained(deadline).toOpaque())
    }

    deinit {
        sqlite3_finalize(tileStatement)
        sqlite3_close_v2(db)
    }

    /// `file:` URI of `path` with `immutable=1`; `%`, `?` and `#` are escaped so any file name survives.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "file:\(escaped)?immutable=1"
    }

    private func failure(_ what: String, status: Int32? = nil) -> ArchiveError {
        if status == SQLITE_INTERRUPT {
            return ArchiveError(file: path, reason: "\(what): took longer than \(Self.secondsText) s, so stopped (an endless view?)")
        }
        return ArchiveError(file: path, reason: "\(what): \(String(cString: sqlite3_errmsg(db)))")
    }

    private static var secondsText: String { String(format: "%g", Limits.sqliteStatementSeconds) }

    /// True when the last statement was stopped by its deadline.
    private(set) var timedOut = false

    /// Every row (at most `maxRows`) of a query whose columns are read as text; NULL, or a value over `maxBytes`, as nil.
    func textRows(_ sql: String, maxRows: Int = .max, maxBytes: Int = Limits.sqliteValueBytes) throws(ArchiveError) -> [[String?]] {
        var statement: OpaquePointer?
        deadline.start(seconds: Limits.sqliteStatementSeconds)
        defer { deadline.stop() }
        let prepared = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw failure("query failed", status: prepared) }
        defer { sqlite3_finalize(statement) }
        let columns = Int(sqlite3_column_count(statement))
        var rows: [[String?]] = []
        while rows.count < maxRows {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                if status == SQLITE_INTERRUPT { timedOut = true }
                throw failure("query failed", status: status)
            }
            rows.append((0..<columns).map { column in
                guard let text = sqlite3_column_text(statement, Int32(column)),
                      Int(sqlite3_column_bytes(statement, Int32(column))) <= maxBytes else { return nil }
                return String(cString: text)
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
        deadline.start(seconds: Limits.sqliteStatementSeconds)
        defer { sqlite3_reset(statement); deadline.stop() }
        sqlite3_bind_int64(statement, 1, Int64(zoom))
        sqlite3_bind_int64(statement, 2, Int64(column))
        sqlite3_bind_int64(statement, 3, Int64(row))
        let status = sqlite3_step(statement)
        if status == SQLITE_DONE { return nil }
        guard status == SQLITE_ROW else {
            if status == SQLITE_INTERRUPT { timedOut = true }
            throw failure("tile \(zoom)/\(column)/\(row) could not be read", status: status)
        }
        let count = Int(sqlite3_column_bytes(statement, 0))
        guard count > 0, let blob = sqlite3_column_blob(statement, 0) else { return [] }
        return Array(UnsafeRawBufferPointer(start: blob, count: count))
    }
}

/// The monotonic time after which the running statement stops; the progress handler reads it on the querying thread.
private final class StatementDeadline: @unchecked Sendable {
    // Written and read only by the thread holding the connection (its owner's lock).
    private var endNanoseconds: UInt64 = .max

    func start(seconds: Double) { endNanoseconds = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9) }
    func stop() { endNanoseconds = .max }
    var isPast: Bool { DispatchTime.now().uptimeNanoseconds > endNanoseconds }
}
