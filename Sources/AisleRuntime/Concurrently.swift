import Dispatch
import Synchronization

/// Two pieces of start-up's work at once, on the two cores a first frame may have.
enum Concurrently {
    /// `background`'s result, computed on another thread while `foreground` runs on this one;
    /// returns once both are done. When the other thread has not started by the time
    /// `foreground` is done (no free core: a busy machine), `background` runs here instead of
    /// being waited for, so a busy machine pays no more than the work itself.
    static func run<Result: Sendable>(
        _ background: @escaping @Sendable () -> Result, while foreground: () -> Void
    ) -> Result {
        let shared = Shared<Result>()
        // A queue of its own targets the overcommitting pool, which starts a thread even when
        // every worker is busy.
        DispatchQueue(label: "aisle.startup").async {
            guard shared.claim() else { return }
            shared.finish(background())
        }
        foreground()
        if shared.claim() { return background() }
        return shared.wait() ?? background()
    }

    /// The work's one owner, and its result once done.
    private final class Shared<Value: Sendable>: Sendable {
        private let claimed = Atomic<Bool>(false)
        private let done = DispatchSemaphore(value: 0)
        private let value = Mutex<Value?>(nil)

        /// Whether the caller is the first to take the work on (then it must do it).
        func claim() -> Bool {
            claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        }

        /// Hands over the result.
        func finish(_ result: Value) {
            value.withLock { $0 = result }
            done.signal()
        }

        /// The result, once handed over (always there then; nil would mean no one did the work).
        func wait() -> Value? {
            done.wait()
            return value.withLock { $0 }
        }
    }
}
