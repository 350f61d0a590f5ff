import Synchronization

/// How far a transaction got, shared by the task running it and the thread waiting for its
/// answer, so that exactly one of them decides whether COMMIT is sent: a waiter that gives up
/// before it was sent tells its caller nothing happened, and the task rolls back instead.
final class TransactionProgress: Sendable {
    /// Where the transaction is.
    enum Phase: Sendable, Equatable {
        /// No connection yet.
        case waiting
        /// On a connection, before COMMIT.
        case running
        /// COMMIT sent (or about to be): only the server knows whether it happened.
        case committing
        /// The waiter gave up before COMMIT: the task must not send it.
        case abandoned
        /// The waiter gave up after COMMIT was sent: the task must not run the transaction
        /// again should the server refuse that COMMIT (40001), for its caller has been told.
        case abandonedAtCommit
    }

    private let phase = Mutex(Phase.waiting)

    /// Whether a connection was had.
    var connected: Bool { phase.withLock { $0 != .waiting } }

    /// The task has a connection.
    func connect() {
        phase.withLock { if $0 == .waiting { $0 = .running } }
    }

    /// The task is about to send COMMIT: false when the waiter gave up (roll back instead).
    func mayCommit() -> Bool {
        phase.withLock { phase in
            guard phase != .abandoned, phase != .abandonedAtCommit else { return false }
            phase = .committing
            return true
        }
    }

    /// The server refused to serialize the transaction (at COMMIT, maybe): false when the
    /// waiter gave up, else it runs again from the start.
    func retry() -> Bool {
        phase.withLock { phase in
            guard phase != .abandoned, phase != .abandonedAtCommit else { return false }
            phase = .running
            return true
        }
    }

    /// The waiter gives up: returns the phase it found (COMMIT sent, or not).
    func abandon() -> Phase {
        phase.withLock { phase in
            let found = phase
            phase = found == .committing ? .abandonedAtCommit : .abandoned
            return found
        }
    }
}
