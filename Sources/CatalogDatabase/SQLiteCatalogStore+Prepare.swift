import GRDB
import Storefront

/// Searches worked out off the screen's thread: on a connection of their own, so that the
/// screen's reads never wait behind one and stopping one (SQLite's interrupt) never stops a
/// read of the screen's; the answer is kept with the other lists' pages.
extension SQLiteCatalogStore {
    /// Above this many products a search may take longer than a frame: a broad query's
    /// matches are read whole (`RankedSearch`), 0.08 s of FTS5 alone for `co` at a million.
    static let quickSearchLimit = 20_000

    public var searchesTakeTime: Bool { productCount > Self.quickSearchLimit }

    public func prepare(_ list: ProductListing, cancellation: SearchCancellation) throws {
        try cancellation.check()
        if lists.withLock({ $0[list].map { !$0.isPartial } ?? false }) { return }
        let pages = try onSearchConnection(cancellation) { db in
            try ListPages(
                listing: list, shelf: shelf(of: list, db), count: knownCount(of: list, db),
                cancellation: cancellation, db)
        }
        lists.withLock { Self.remember(pages, for: list, in: &$0) }
        // A head shown meanwhile was kept in pages of its own length.
        memo.withLock { $0.forget(list) }
    }

    public func prepareFirstPage(_ list: ProductListing, cancellation: SearchCancellation)
        throws -> Int?
    {
        guard case .search(let query) = list.source, list.order == .catalog, list.filter == nil,
            lists.withLock({ $0[list] == nil })
        else { return nil }
        let head = try onSearchConnection(cancellation) { db in
            try RankedSearch.firstPage(of: query, cancellation: cancellation, db)
        }
        guard let head else { return nil }
        lists.withLock { lists in
            if lists[list] == nil { Self.remember(ListPages(head: head), for: list, in: &lists) }
        }
        return head.count
    }

    /// `body` on the searches' connection, stopped by `cancellation` (SQLite's interrupt).
    private func onSearchConnection<T>(
        _ cancellation: SearchCancellation, _ body: (Database) throws -> T
    ) throws -> T {
        let connection = try openSearchQueue()
        do {
            return try cancellation.run(onCancel: { connection.interrupt() }) {
                try connection.inDatabase(body)
            }
        } catch let cancelled as SearchCancellation.Cancelled {
            throw cancelled
        } catch {
            // An interrupted query is a cancelled search, not a damaged file.
            if cancellation.isCancelled { throw SearchCancellation.Cancelled() }
            // Not remembered as the store's failure: the screen's own read of the list, on
            // the store's connection, meets it again and reports it.
            throw (error as? CatalogStoreError) ?? Self.storeError(error, path: path)
        }
    }

    /// The searches' connection, opened on first use.
    private func openSearchQueue() throws(CatalogStoreError) -> DatabaseQueue {
        do {
            return try searchQueue.withLock { opened in
                if let opened { return opened }
                let connection = try DatabaseQueue(path: path, configuration: Self.configuration)
                opened = connection
                return connection
            }
        } catch {
            throw Self.storeError(error, path: path)
        }
    }
}
