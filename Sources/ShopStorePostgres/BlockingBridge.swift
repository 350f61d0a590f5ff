import Dispatch
import Synchronization

/// Runs postgres-nio's asynchronous work for the synchronous `ShopStore` calls. The work runs
/// as tasks that prefer this executor — a private serial dispatch queue, which always gets a
/// thread of its own — never on Swift's cooperative pool or a concurrent dispatch queue: a
/// caller waiting on a semaphore there (two threads on two cores) could otherwise hold the
/// very threads the answer needs. The jobs are short (the waiting is NIO's, on its own event
/// loops), so one thread serves every connection of the pool.
final class BlockingBridge: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "aisle.postgres")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Starts `body` as a task on this executor, without waiting.
    @discardableResult
    func start(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: self) { await body() }
    }

    /// Runs `body` and waits for its answer at most `timeout` seconds; nil when it did not
    /// answer by then (it is cancelled, and its answer dropped).
    func wait<T: Sendable>(
        timeout: Double, _ body: @escaping @Sendable () async -> T
    ) -> T? {
        let answer = Answer<T>()
        let done = DispatchSemaphore(value: 0)
        let task = start {
            let value = await body()
            answer.value.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            task.cancel()
            return nil
        }
        return answer.value.withLock { $0 }
    }
}

/// Where a task leaves its answer for the thread that waits.
final class Answer<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
}
