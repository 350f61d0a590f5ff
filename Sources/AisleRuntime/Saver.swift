import Dispatch
import Navigation
import StateFiles
import Synchronization
import UserData

/// Writes files off the keypress path: a key never waits for an fsync. Writes run on one
/// serial queue; a file's newer bytes replace its older ones still waiting, so a slow disk
/// (or a held lock) never builds a backlog. Failures, and saves that may not be durable, are
/// collected for the run loop to report once.
public final class Saver: Sendable {
    private let writer: AtomicFileWriter
    private let queue = DispatchQueue(label: "aisle.saver")
    /// The newest write not yet done, by path.
    private let pending = Mutex<[String: Job]>([:])
    private let failures = Mutex<[String]>([])
    /// Run on the queue after a failure is recorded: the run loop's wake-up.
    private let wake = Mutex<(@Sendable () -> Void)?>(nil)

    /// What to write to a file: what `merge` makes of the file's bytes at the time of writing
    /// (at most `limit` of them are read). With `store`, the bytes are the customer's saved
    /// path in the shop's database instead of a file's.
    private struct Job: Sendable {
        let limit: Int
        let merge: @Sendable ([UInt8]?) -> [UInt8]?
        var store: (any ShopStore)? = nil
    }

    /// A saver writing through `writer`.
    public init(writer: AtomicFileWriter) { self.writer = writer }

    /// Queues a save of `path` whose bytes are made when it is written, under the file's
    /// lock, from the bytes the file holds then (`AtomicFileWriter.write(to:limit:merging:)`):
    /// for a file other instances save too, so that none drops what another saved since it
    /// started. `merge` runs on the saver's queue; nil from it leaves the file as it is.
    public func save(
        to path: String, limit: Int, merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?
    ) {
        enqueue(Job(limit: limit, merge: merge), for: path)
    }

    /// Queues a save of the customer's saved path in `store` (a store that `keepsSavedPaths`),
    /// made by `merge` from the bytes stored then, as for a file: the newer replaces the older
    /// still waiting, and a failure is collected like a file's.
    public func save(
        in store: any ShopStore, limit: Int,
        merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?
    ) {
        // A key no file path can be: paths are absolute.
        enqueue(
            Job(limit: limit, merge: merge, store: store),
            for: "store:\(store.path)#\(store.customer)")
    }

    private func enqueue(_ job: Job, for path: String) {
        let alreadyQueued = pending.withLock { $0.updateValue(job, forKey: path) != nil }
        guard !alreadyQueued else { return }
        queue.async { [self] in
            guard let newest = pending.withLock({ $0.removeValue(forKey: path) }) else { return }
            if let store = newest.store {
                do throws(UserDataError) {
                    try store.saveSavedPath(limit: newest.limit, merging: newest.merge)
                } catch {
                    failures.withLock { $0.append(error.message) }
                }
            } else {
                write(newest, to: path)
            }
            if !failures.withLock({ $0.isEmpty }) { wake.withLock { $0 }?() }
        }
    }

    private func write(_ newest: Job, to path: String) {
        do throws(FileSystemError) {
            let outcome = try writer.write(to: path, limit: newest.limit, merging: newest.merge)
            if let warning = outcome?.warning {
                failures.withLock { $0.append(warning) }
            }
        } catch {
            failures.withLock { $0.append(error.message) }
        }
    }

    /// Has `post` run (on the saver's queue) after a failed write, so the run loop wakes to
    /// report it instead of looking on a timer.
    public func wakeOnFailure(_ post: @escaping @Sendable () -> Void) {
        wake.withLock { $0 = post }
    }

    /// Records a save that was refused before it reached the disk, to be reported like a
    /// failed one (each distinct message once).
    public func refused(_ message: String) {
        failures.withLock { $0.append(message) }
    }

    /// Waits until every queued write has finished.
    public func drain() { queue.sync {} }

    /// The failures (and not-durable warnings) since the last call.
    public func takeFailures() -> [String] {
        failures.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
