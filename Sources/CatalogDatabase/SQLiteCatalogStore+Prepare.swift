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
        if lists.withLock({ $0[list] != nil }) { return }
        let connection = try openSearchQueue()
        let pages: ListPages
        do {
            pages = try cancellation.run(onCancel: { connection.interrupt() }) {
                try connection.inDatabase { db in
                    try ListPages(
                        listing: list, shelf: shelf(of: list, db),
                        count: knownCount(of: list, db), cancellation: cancellation, db)
                }
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
        lists.withLock { Self.remember(pages, for: list, in: &$0) }
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
