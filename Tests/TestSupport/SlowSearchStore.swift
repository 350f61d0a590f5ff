import Dispatch
import Storefront
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A catalog store whose searches take as long as the test says: it answers as the store it
/// wraps, says searches take time, and `prepare` waits until the search is cancelled or the
/// test calls `release` (or a minute has passed, so a run that blocks on it fails instead of
/// hanging). What it was asked is recorded, so a test can tell whether the screen's thread
/// was left free while a search ran, and whether Esc stopped it.
public final class SlowSearchStore: ForwardingCatalogStore {
    private struct Record {
        var started: [ProductListing] = []
        var cancelled: [ProductListing] = []
        var preparing = 0
    }

    public let base: any CatalogStore
    private let record = Mutex(Record())
    private let released = DispatchSemaphore(value: 0)

    /// `catalog`'s records, with slow searches.
    public init(_ catalog: Catalog) {
        base = catalog.store
    }

    /// The lists whose preparation began, in order.
    public var started: [ProductListing] { record.withLock { $0.started } }
    /// The lists whose preparation was cancelled, in order.
    public var cancelled: [ProductListing] { record.withLock { $0.cancelled } }
    /// Whether a search is being worked out right now.
    public var isPreparing: Bool { record.withLock { $0.preparing > 0 } }

    /// Lets one waiting (or the next) search finish.
    public func release() { released.signal() }

    /// Waits until no search is being worked out (bounded, as `waitUntilStarted`).
    public func waitUntilIdle() {
        for _ in 0..<60_000 where isPreparing {
            usleep(1000)
        }
    }

    /// Waits until `count` searches have begun and, for all but the last, ended (a bounded
    /// number of short waits: a run that never gets there fails instead of hanging).
    public func waitUntilStarted(_ count: Int) {
        for _ in 0..<60_000 {
            let (started, preparing) = record.withLock { ($0.started.count, $0.preparing) }
            if started >= count, preparing <= 1 { return }
            usleep(1000)
        }
    }

    public var searchesTakeTime: Bool { true }

    public func prepare(_ list: ProductListing, cancellation: SearchCancellation) throws {
        record.withLock {
            $0.started.append(list)
            $0.preparing += 1
        }
        defer { record.withLock { $0.preparing -= 1 } }
        let stop = released
        // A cancel wakes the wait, as SQLite's interrupt stops a query.
        try cancellation.run(onCancel: { stop.signal() }) {
            _ = released.wait(timeout: .now() + .seconds(60))
        }
        if cancellation.isCancelled {
            record.withLock { $0.cancelled.append(list) }
            throw SearchCancellation.Cancelled()
        }
        _ = try base.count(of: list)
    }
}
