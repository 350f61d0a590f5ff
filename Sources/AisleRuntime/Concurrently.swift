import Dispatch

/// Two pieces of start-up's work at once, on the two cores a first frame may have.
enum Concurrently {
    /// `background`'s result, computed on another thread while `foreground` runs on this one;
    /// returns once both are done.
    static func run<Result: Sendable>(
        _ background: @escaping @Sendable () -> Result, while foreground: () -> Void
    ) -> Result {
        let box = Box<Result>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            box.value = background()
            done.signal()
        }
        foreground()
        done.wait()
        // The semaphore orders the write above before this read, so the value is there; were
        // it not, the work is done here rather than not at all.
        return box.value ?? background()
    }

    /// Where the other thread leaves its result; read only after it signalled.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        var value: Value?
    }
}
