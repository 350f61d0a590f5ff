import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The front door every TCP connection passes before the SSH handshake: the admission steps in
/// order, over the books of connections it keeps. Shared by every event loop, so behind a lock;
/// the steps themselves are plain values (see `AdmissionStep`).
final class AdmissionGate: Sendable {
    /// Limits the gate was made with.
    struct Limits: Sendable {
        var maxStartups: MaxStartups
        var connectionsPerAddress: Int
        var connectionsPerMinute: Int
        var descriptorLimit: Int
        /// Descriptors the server holds whatever its clients do: standard streams, the
        /// listening socket, and each event loop's epoll, eventfd and timerfd.
        var baseDescriptors = 32
    }

    /// Rate buckets kept at most (a full one is forgotten first): an address flood cannot
    /// grow the books without bound.
    static let maxBuckets = 4096

    private struct State {
        var ledger = AdmissionLedger()
        var deny: DenyList
        var owners = OwnerKeys()
    }

    private let state: Mutex<State>
    private let limits: Limits
    private let registry: SessionRegistry
    private let rate: ConnectionRate

    init(limits: Limits, deny: DenyList, registry: SessionRegistry) {
        self.limits = limits
        self.registry = registry
        rate = ConnectionRate(
            perMinute: limits.connectionsPerMinute, burst: max(limits.connectionsPerMinute / 3, 5))
        state = Mutex(State(deny: deny))
    }

    /// The steps, in order: cheapest and surest refusals first.
    static func steps(limits: Limits, deny: DenyList, rate: ConnectionRate) -> [any AdmissionStep] {
        [
            DenyListStep(list: deny),
            DescriptorReserve(
                limit: limits.descriptorLimit, base: limits.baseDescriptors, reserve: 32),
            StartupsPerAddress(for: limits.maxStartups),
            limits.maxStartups,
            ConnectionsPerAddress(limit: limits.connectionsPerAddress),
            rate,
        ]
    }

    /// Lets a connection from `address` in (and counts it as not yet authenticated), or says
    /// why not.
    func admit(address: String) -> AdmissionRefusal? {
        let arrival = Arrival(
            address: address, now: Self.monotonicSeconds(), roll: Double.random(in: 0..<1))
        let sessions = registry.open
        return state.withLock { state in
            state.ledger.sessions = sessions
            for step in Self.steps(limits: limits, deny: state.deny, rate: rate) {
                if let refusal = step.check(arrival, state.ledger) { return refusal }
            }
            record(arrival, in: &state.ledger)
            return nil
        }
    }

    private func record(_ arrival: Arrival, in ledger: inout AdmissionLedger) {
        ledger.unauthenticated += 1
        ledger.unauthenticatedByAddress[arrival.address, default: 0] += 1
        ledger.totalConnections += 1
        ledger.connections[arrival.address, default: 0] += 1
        var bucket = ledger.buckets[arrival.address] ?? rate.newBucket(now: arrival.now)
        bucket.take(at: arrival.now)
        ledger.buckets[arrival.address] = bucket
        if ledger.buckets.count > Self.maxBuckets {
            ledger.buckets = ledger.buckets.filter {
                $0.value.available(at: arrival.now) < $0.value.capacity
            }
            if ledger.buckets.count > Self.maxBuckets { ledger.buckets = [:] }
        }
    }

    /// A connection from `address` authenticated: it no longer counts toward MaxStartups.
    func authenticated(address: String) {
        state.withLock { state in
            state.ledger.unauthenticated -= 1
            state.ledger.loggedIn(address)
        }
    }

    /// A connection from `address` closed (`authenticated` or not).
    func closed(address: String, authenticated: Bool) {
        state.withLock { state in
            if !authenticated {
                state.ledger.unauthenticated -= 1
                state.ledger.loggedIn(address)
            }
            state.ledger.totalConnections -= 1
            state.ledger.connections[address, default: 1] -= 1
            if state.ledger.connections[address] == 0 { state.ledger.connections[address] = nil }
        }
    }

    /// Whether the key with `fingerprint` is on the deny list.
    func denies(fingerprint: String) -> Bool {
        state.withLock { $0.deny.denies(fingerprint: fingerprint) }
    }

    /// The deny list from now on (SIGHUP re-read it).
    func replaceDenyList(_ list: DenyList) {
        state.withLock { $0.deny = list }
    }

    /// What the connection authenticated with the key of `fingerprint` gets: the owner's desk
    /// or the storefront.
    func role(of fingerprint: String) -> OwnerKeys.Role {
        state.withLock { $0.owners.role(of: fingerprint) }
    }

    /// The owners' keys from now on (read at start, and again on SIGHUP).
    func replaceOwners(_ owners: OwnerKeys) {
        state.withLock { $0.owners = owners }
    }

    /// Connections open that have not authenticated, for the log.
    var unauthenticated: Int { state.withLock { $0.ledger.unauthenticated } }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension AdmissionLedger {
    /// A connection from `address` is no longer one that has not authenticated (it logged in,
    /// or closed before it did).
    mutating func loggedIn(_ address: String) {
        unauthenticatedByAddress[address, default: 1] -= 1
        if unauthenticatedByAddress[address] == 0 { unauthenticatedByAddress[address] = nil }
    }
}
