import GRDB
import GRDBSQLite

extension Database {
    /// Makes SQLite refuse any string or blob longer than `bytes` with `SQLITE_TOOBIG`
    /// before loading it (`SQLITE_LIMIT_LENGTH`), for this connection.
    func limitValueLength(to bytes: Int) {
        _ = sqlite3_limit(sqliteConnection, SQLITE_LIMIT_LENGTH, Int32(clamping: bytes))
    }
}
