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
        case tooManyForAddress(limit: Int)
        case closing
    }

    private struct State {
        var children: [ObjectIdentifier: PtyProcess] = [:]
        var reserved: [String: Int] = [:]
        var perAddress: [String: Int] = [:]
        var total = 0
        var closing = false
    }

    private let state = Mutex(State())
    private let maxSessions: Int
    private let maxPerKey: Int
    private let maxPerAddress: Int

    init(maxSessions: Int, maxPerKey: Int, maxPerAddress: Int) {
        self.maxSessions = maxSessions
        self.maxPerKey = maxPerKey
        self.maxPerAddress = maxPerAddress
    }

    /// Takes a place for a session of `customer` connected from `address`, or says why there
    /// is none. The per-address limit comes before the total, so one address with many
    /// throwaway keys takes its share and no more.
    func reserve(for customer: String, from address: String) -> Refusal? {
        state.withLock { state in
            if state.closing { return .closing }
            if state.perAddress[address, default: 0] >= maxPerAddress {
                return .tooManyForAddress(limit: maxPerAddress)
            }
            if state.total >= maxSessions { return .full(limit: maxSessions) }
            if state.reserved[customer, default: 0] >= maxPerKey {
                return .tooManyForKey(limit: maxPerKey)
            }
            state.total += 1
            state.reserved[customer, default: 0] += 1
            state.perAddress[address, default: 0] += 1
            return nil
        }
    }

    /// Notes the child that runs a reserved session, or false when the server began closing
    /// meanwhile (the caller hangs it up itself).
    func started(_ child: PtyProcess) -> Bool {
        state.withLock { state in
            state.children[ObjectIdentifier(child)] = child
            return !state.closing
        }
    }

    /// Gives back the place of a session that ended (or never started its child).
    func release(_ child: PtyProcess?, for customer: String, from address: String) {
        state.withLock { state in
            if let child { state.children[ObjectIdentifier(child)] = nil }
            state.total -= 1
            state.reserved[customer, default: 1] -= 1
            if state.reserved[customer] == 0 { state.reserved[customer] = nil }
            state.perAddress[address, default: 1] -= 1
            if state.perAddress[address] == 0 { state.perAddress[address] = nil }
        }
    }

    /// Refuses new sessions from now on and sends SIGHUP to every child (each saves and ends).
    /// Returns how many sessions were still open.
    func closeAll() -> Int {
        let children = state.withLock { state in
            state.closing = true
            return Array(state.children.values)
        }
        for child in children { child.signal(SIGHUP) }
        return state.withLock { $0.total }
    }

    /// Sessions still open.
    var open: Int { state.withLock { $0.total } }
}
