/// A session's terminal size as the child gets it: what the client asked for (`pty-req`,
/// `window-change`), clamped to at least 1 x 1 and at most `maximum`. A client may ask for
/// any 32-bit size; a 6000 x 3000 screen made one `aisle` use 1.78 GB.
struct WindowSize: Equatable, Sendable {
    /// The largest window a session gets, columns x rows (README "Limits").
    static let maximum = WindowSize(uncheckedColumns: 500, rows: 200)

    let columns: Int
    let rows: Int

    private init(uncheckedColumns columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size a client asked for, clamped.
    init(columns: Int, rows: Int) {
        self.columns = min(max(columns, 1), Self.maximum.columns)
        self.rows = min(max(rows, 1), Self.maximum.rows)
    }
}
