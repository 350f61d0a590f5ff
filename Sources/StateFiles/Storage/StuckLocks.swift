import Synchronization

/// Lock files whose holder kept them through a whole wait recently, shared by every copy of a
/// writer.
final class StuckLocks: Sendable {
    /// How long a lock counts as stuck after a wait for it ran out.
    static let memory = Duration.seconds(30)

    private let since = Mutex<[String: ContinuousClock.Instant]>([:])

    func isStuck(_ path: String, now: ContinuousClock.Instant) -> Bool {
        since.withLock { $0[path].map { now < $0.advanced(by: Self.memory) } ?? false }
    }

    func markStuck(_ path: String, now: ContinuousClock.Instant) {
        since.withLock { $0[path] = now }
    }

    func clear(_ path: String) {
        _ = since.withLock { $0.removeValue(forKey: path) }
    }
}
