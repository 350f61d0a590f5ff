import Synchronization
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The shop's database as `aisle serve --on-order` reads it: the orders not yet announced, as
/// the JSON documents `aisle orders --json` prints. A SQLite file is opened once it exists (the
/// server never makes it: a session does, with its first write), a database server (`server`)
/// at the first look; read again only when another connection committed since the last look
/// (`dataVersion`), or the last look was cut short.
public final class OrderNoticeFeed: Sendable {
    /// The database's path, or its server's address without the password.
    public let path: String
    private let server: ShopStoreOpener?
    private let startedAt: String
    private let state = Mutex(State())

    /// At most this many orders per look.
    static let batch = 16

    private struct State {
        var database: (any ShopStore)?
        /// Whether notices were started on `database` (a failed start is tried again on the
        /// same store, never by opening another pool).
        var started = false
        var version: Int?
        var full = false
    }

    /// A feed of the database at `path`, announcing orders placed from `startedAt` (the
    /// server's start, ISO 8601 UTC) on, or since notices were first turned on.
    public init(path: String, startedAt: String) {
        self.path = path
        self.startedAt = startedAt
        server = nil
    }

    /// A feed of the shop's database on `server`, announcing orders as `init(path:startedAt:)`
    /// does.
    public init(server: ShopStoreOpener, startedAt: String) {
        path = server.location
        self.server = server
        self.startedAt = startedAt
    }

    /// Orders not yet announced, oldest first: (row, number, JSON document or nil).
    public func pending() throws(UserDataError) -> [(row: Int64, number: String, document: String?)]
    {
        guard let database = try opened() else { return [] }
        let version = try database.dataVersion()
        let unchanged = state.withLock { $0.version == version && !$0.full }
        guard !unchanged else { return [] }
        let found = try database.pendingNotices(limit: Self.batch)
        state.withLock { state in
            state.version = version
            state.full = found.count == Self.batch
        }
        return found.map { notice in
            (
                notice.row, notice.order?.order.id.rawValue ?? "in row \(notice.row)",
                notice.order.map { ShopOrderDocument($0).json() }
            )
        }
    }

    /// Notes the order in `row` as announced.
    public func announced(row: Int64, outcome: String) throws(UserDataError) {
        guard let database = try opened() else { return }
        try database.noteNotice(row: row, at: Timestamp.iso8601(Date()), outcome: outcome)
        // The next look reads again: other orders may have waited behind this one.
        state.withLock { $0.full = true }
    }

    private func opened() throws(UserDataError) -> (any ShopStore)? {
        let database: any ShopStore
        if let kept = state.withLock({ $0.database }) {
            if state.withLock({ $0.started }) { return kept }
            database = kept
        } else if let server {
            database = try server.open("")
        } else {
            var info = stat()
            guard lstat(path, &info) == 0,
                let file = try UserDatabase.open(path: path, inspecting: false)
            else { return nil }
            database = file
        }
        state.withLock { $0.database = database }
        _ = try database.startNotices(startedAt: startedAt)
        state.withLock { $0.started = true }
        return database
    }
}
