import Dispatch
import Storefront
import Synchronization

/// Writes the cart, orders and profile off the keypress path, on one serial queue, and looks
/// for what other instances changed after each write. A batch that fails (the disk is full,
/// another instance held the database past the busy timeout) is kept and tried again before
/// the next one, so a change is late rather than lost; each distinct failure is reported once.
public final class UserDataStore: Sendable {
    /// The open database.
    public let database: UserDatabase
    /// The open catalog's key: the cart this instance shows.
    public let catalog: String
    private let queue = DispatchQueue(label: "aisle.userdata")
    private let shared: Mutex<Shared>

    private struct Shared {
        var cursor: SyncCursor
        var retry: [UserDataBatch] = []
        var results: [UserDataSyncResult] = []
        var failures: [String] = []
    }

    /// A store for `catalog`'s session over `database`, which was read up to `cursor`.
    public init(database: UserDatabase, catalog: String, cursor: SyncCursor) {
        self.database = database
        self.catalog = catalog
        shared = Mutex(Shared(cursor: cursor))
    }

    /// Queues `batch` (which may be empty: then only other instances' changes are looked
    /// for); its result arrives, tagged `sequence`, through `takeResults`.
    public func submit(_ batch: UserDataBatch, sequence: Int) {
        queue.async { [self] in run(batch, sequence: sequence) }
    }

    /// Waits until every queued batch has been handled, trying failed ones once more.
    public func drain() {
        queue.sync { run(UserDataBatch(catalog: catalog), sequence: nil) }
    }

    /// Results since the last call, oldest first.
    public func takeResults() -> [UserDataSyncResult] {
        shared.withLock { shared in
            defer { shared.results.removeAll() }
            return shared.results
        }
    }

    /// Failures since the last call.
    public func takeFailures() -> [String] {
        shared.withLock { shared in
            defer { shared.failures.removeAll() }
            return shared.failures
        }
    }

    private func run(_ batch: UserDataBatch, sequence: Int?) {
        var (cursor, batches) = shared.withLock { ($0.cursor, $0.retry) }
        if !batch.isEmpty { batches.append(batch) }
        var failures: [String] = []
        if database.isReadOnly, !batches.isEmpty {
            failures.append(UserDataError.readOnly(path: database.path).message)
            batches.removeAll()
        }
        var left: [UserDataBatch] = []
        for next in batches {
            // Once one fails the rest wait too: changes stay in the order they were made.
            guard left.isEmpty else {
                left.append(next)
                continue
            }
            do throws(UserDataError) {
                try database.commit(next, cursor: &cursor)
            } catch {
                failures.append(UserDataError.notSaved(error).message)
                left.append(next)
            }
        }
        var change: ExternalChange?
        do throws(UserDataError) {
            (change, cursor) = try database.changes(since: cursor, catalog: catalog)
        } catch {
            failures.append(error.message)
        }
        // What others did, seen with this instance's unsaved changes on top, as the database
        // will be once they are saved.
        if var seen = change, !left.isEmpty {
            for waiting in left {
                seen.cart = CartChange.apply(waiting.cartChanges, to: seen.cart)
                seen.newOrders += waiting.newOrders
            }
            change = seen
        }
        let result = sequence.map { UserDataSyncResult(sequence: $0, change: change) }
        shared.withLock { shared in
            shared.cursor = cursor
            shared.retry = left
            if let result { shared.results.append(result) }
            shared.failures += failures
        }
    }
}

/// What one submitted batch found: another instance's changes, if any.
public struct UserDataSyncResult: Sendable, Equatable {
    /// The `sequence` the batch was submitted with.
    public let sequence: Int
    /// What other instances changed, seen after this batch was written.
    public let change: ExternalChange?
}
