import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The running sessions of the whole server: counted against the limits, and the children to
/// hang up when the server stops. Shared by every connection's event loop, so behind a lock.
final class SessionRegistry: Sendable {
    /// Why a new session may not start.
    enum Refusal: Equatable {
        case full(limit: Int)
        case tooManyForKey(limit: Int)
        case closing
    }

    private struct State {
        var children: [pid_t: String] = [:]
        var reserved: [String: Int] = [:]
        var total = 0
        var closing = false
    }

    private let state = Mutex(State())
    private let maxSessions: Int
    private let maxPerKey: Int

    init(maxSessions: Int, maxPerKey: Int) {
        self.maxSessions = maxSessions
        self.maxPerKey = maxPerKey
    }

    /// Takes a place for a session of `customer`, or says why there is none.
    func reserve(for customer: String) -> Refusal? {
        state.withLock { state in
            if state.closing { return .closing }
            if state.total >= maxSessions { return .full(limit: maxSessions) }
            if state.reserved[customer, default: 0] >= maxPerKey {
                return .tooManyForKey(limit: maxPerKey)
            }
            state.total += 1
            state.reserved[customer, default: 0] += 1
            return nil
        }
    }

    /// Notes the child that runs a reserved session, or false when the server began closing
    /// meanwhile (the caller hangs it up itself).
    func started(_ pid: pid_t, for customer: String) -> Bool {
        state.withLock { state in
            state.children[pid] = customer
            return !state.closing
        }
    }

    /// Gives back the place of a session that ended (or never started its child).
    func release(_ pid: pid_t?, for customer: String) {
        state.withLock { state in
            if let pid { state.children[pid] = nil }
            state.total -= 1
            state.reserved[customer, default: 1] -= 1
            if state.reserved[customer] == 0 { state.reserved[customer] = nil }
        }
    }

    /// Refuses new sessions from now on and sends SIGHUP to every child (each saves and ends).
    /// Returns how many sessions were still open.
    func closeAll() -> Int {
        let pids = state.withLock { state in
            state.closing = true
            return Array(state.children.keys)
        }
        for pid in pids { kill(pid, SIGHUP) }
        return state.withLock { $0.total }
    }

    /// Sessions still open.
    var open: Int { state.withLock { $0.total } }
}
