import AisleApp
import Dispatch
import Storefront
import Synchronization

/// Works out the searches of a large catalog off the screen's thread (`Effect.runSearch`), one
/// at a time: a new one stops the one under way, as does `cancel` (Esc, Back). A broad query's
/// first page comes first (`searchFirstPage`), then the whole list (`searchFinished`); each
/// waits, as an action, until the run loop takes it (`takeFinished`).
final class SearchWorker: Sendable {
    /// How long the loop waits for a search it has just started before drawing: most searches
    /// of even a million products take a few milliseconds, and their results then come in
    /// the very next frame, without a "Searching…" frame in between.
    static let patience = DispatchTimeInterval.milliseconds(15)

    private struct Status {
        /// The search under way (or queued), its stop, and what signals its end.
        var current: (list: ProductListing, cancellation: SearchCancellation)?
        var finished: [AppAction] = []
        /// Wakes the run loop when an answer is ready (the terminal's `wakeSignal`).
        var wake: (@Sendable () -> Void)?
    }

    private let queue = DispatchQueue(label: "aisle.search")
    private let status = Mutex(Status())

    /// Whether a search is under way (a terminal that cannot be woken is then looked at often).
    var isRunning: Bool { status.withLock { $0.current != nil } }

    /// Calls `post` each time an answer is ready, so the run loop wakes for it.
    func wakeOnAnswer(_ post: @escaping @Sendable () -> Void) {
        status.withLock { $0.wake = post }
    }

    /// Stops the search under way, if any, and works out `list` in `catalog`; waits up to
    /// `patience` for it, so that a quick search is drawn in the next frame.
    func start(_ list: ProductListing, in catalog: Catalog, patience: DispatchTimeInterval) {
        let cancellation = SearchCancellation()
        let done = DispatchSemaphore(value: 0)
        status.withLock { status in
            status.current?.cancellation.cancel()
            status.current = (list, cancellation)
        }
        queue.async { [self] in
            defer { done.signal() }
            let found: Int?
            do {
                // A broad query's best results at once, the rest after.
                if let shown = try catalog.prepareSearchFirstPage(list, cancellation: cancellation)
                {
                    status.withLock { status in
                        guard !cancellation.isCancelled else { return }
                        status.finished.append(.system(.searchFirstPage(list, shown: shown)))
                        status.wake?()
                    }
                }
                found = try catalog.prepareSearch(list, cancellation: cancellation)
            } catch is SearchCancellation.Cancelled {
                return
            } catch {
                // Drawing reads the list again on the screen's thread and reports the failure.
                found = nil
            }
            status.withLock { status in
                guard !cancellation.isCancelled else { return }
                if status.current?.cancellation === cancellation { status.current = nil }
                status.finished.append(.system(.searchFinished(list, found: found)))
                status.wake?()
            }
        }
        _ = done.wait(timeout: .now() + patience)
    }

    /// Stops the search under way, if any; its answer never comes.
    func cancel() {
        status.withLock { status in
            status.current?.cancellation.cancel()
            status.current = nil
        }
    }

    /// The answers of searches finished since the last call, oldest first.
    func takeFinished() -> [AppAction] {
        status.withLock { status in
            defer { status.finished = [] }
            return status.finished
        }
    }
}
