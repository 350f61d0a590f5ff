/// Addresses on the deny list (`--deny FILE`) are closed at once.
struct DenyListStep: AdmissionStep {
    let list: DenyList

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        list.denies(address: arrival.address) ? .denied : nil
    }
}

/// sshd's `MaxStartups start:rate:full` (`--max-startups`, default 10:30:100): past `start`
/// connections that have not authenticated, a new one is dropped with probability `rate` %,
/// rising linearly to 100 % at `full`. Nobody without a key can hold more than `full`.
struct MaxStartups: AdmissionStep, Equatable {
    let start: Int
    let rate: Int
    let full: Int

    /// From `start:rate:full` (or a single number: no random drop below it); nil when it does
    /// not read as that or is out of order.
    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1:
            guard let full = parts[0], full >= 1 else { return nil }
            self.init(start: full, rate: 100, full: full)
        case 3:
            guard let start = parts[0], let rate = parts[1], let full = parts[2],
                start >= 1, (1...100).contains(rate), full >= start
            else { return nil }
            self.init(start: start, rate: rate, full: full)
        default: return nil
        }
    }

    init(start: Int, rate: Int, full: Int) {
        self.start = start
        self.rate = rate
        self.full = full
    }

    /// The chance (0...1) that a new connection is dropped with `unauthenticated` already open.
    func dropChance(unauthenticated: Int) -> Double {
        if unauthenticated >= full { return 1 }
        if unauthenticated < start { return 0 }
        let base = Double(rate) / 100
        let span = Double(max(full - start, 1))
        return base + (1 - base) * Double(unauthenticated - start) / span
    }

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        arrival.roll < dropChance(unauthenticated: ledger.unauthenticated)
            ? .maxStartups(unauthenticated: ledger.unauthenticated) : nil
    }
}

/// At most `limit` connections not yet authenticated from one address, as sshd's
/// `PerSourceMaxStartups`: a third of MaxStartups' `start` (at least one), so one address alone
/// never brings MaxStartups' random early drop onto every other client.
struct StartupsPerAddress: AdmissionStep {
    let limit: Int

    /// The limit that goes with `maxStartups`.
    init(for maxStartups: MaxStartups) {
        limit = max(maxStartups.start / 3, 1)
    }

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        ledger.unauthenticatedByAddress[arrival.address, default: 0] >= limit
            ? .startupsPerAddress(limit: limit) : nil
    }
}

/// At most `limit` connections open at once from one address
/// (`--max-connections-per-address`).
struct ConnectionsPerAddress: AdmissionStep {
    let limit: Int

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        ledger.connections[arrival.address, default: 0] >= limit ? .perAddress(limit: limit) : nil
    }
}

/// New connections from one address at most `perMinute` a minute, in bursts of up to `burst`
/// (`--connections-per-minute`).
struct ConnectionRate: AdmissionStep {
    let perMinute: Int
    let burst: Int

    /// A full bucket for an address first seen at `now`.
    func newBucket(now: Double) -> TokenBucket {
        TokenBucket(capacity: Double(burst), perSecond: Double(perMinute) / 60, now: now)
    }

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        let bucket = ledger.buckets[arrival.address] ?? newBucket(now: arrival.now)
        return bucket.available(at: arrival.now) >= 1 ? nil : .rate
    }
}

/// Refuses new connections while the descriptors left are fewer than `reserve`, so the server
/// never runs out (accepting would fail and spin): each connection holds one, each session
/// `perSession` (pty, its resize copy, the child's pidfd).
struct DescriptorReserve: AdmissionStep {
    /// `RLIMIT_NOFILE` after it was raised.
    let limit: Int
    /// Descriptors the server holds anyway (listening socket, NIO's own, the log, the loop).
    let base: Int
    let reserve: Int
    static let perSession = 3

    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal? {
        let used = base + ledger.totalConnections + ledger.sessions * Self.perSession
        return limit - used < reserve ? .descriptors(limit: limit) : nil
    }
}
