import Synchronization

/// A search's "stop": set once by the screen's thread (the user left the results or asked for
/// something else), read by the thread running the search between its steps, and able to stop
/// a step under way through the handler the store installs while it works (SQLite's
/// interrupt). A handler runs at most once, and never after the work it stops has ended.
public final class SearchCancellation: Sendable {
    /// Thrown by a search that stopped because it was cancelled: not a failure of the store.
    public struct Cancelled: Error {
        public init() {}
    }

    private struct Status {
        var cancelled = false
        var onCancel: (@Sendable () -> Void)?
    }

    private let status = Mutex(Status())

    /// A search not cancelled yet.
    public init() {}

    /// Whether the search was cancelled.
    public var isCancelled: Bool { status.withLock { $0.cancelled } }

    /// Stops the search: it throws `Cancelled` at its next step, and the step under way is
    /// stopped by the store's handler, if one is installed.
    public func cancel() {
        status.withLock { status in
            guard !status.cancelled else { return }
            status.cancelled = true
            // Called under the lock, so `run` cannot end (and the next search begin on the
            // same connection) while the handler is still stopping this one.
            status.onCancel?()
            status.onCancel = nil
        }
    }

    /// Throws `Cancelled` when the search was cancelled (checked between steps).
    public func check() throws(Cancelled) {
        if isCancelled { throw Cancelled() }
    }

    /// Runs `body` with `onCancel` installed: a cancel while it runs calls it (once); it is
    /// removed before this returns.
    public func run<T>(
        onCancel: @escaping @Sendable () -> Void, _ body: () throws -> T
    ) throws -> T {
        let already = status.withLock { status in
            if !status.cancelled { status.onCancel = onCancel }
            return status.cancelled
        }
        if already { throw Cancelled() }
        defer { status.withLock { $0.onCancel = nil } }
        return try body()
    }
}
