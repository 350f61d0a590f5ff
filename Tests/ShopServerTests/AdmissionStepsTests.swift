import Testing

@testable import ShopServer

/// Each admission step alone, with plain values: no socket, no clock, no dice.
@Suite(.timeLimit(.minutes(10))) struct AdmissionStepsTests {
    private func arrival(_ address: String = "192.0.2.1", now: Double = 100, roll: Double = 0.5)
        -> Arrival
    {
        Arrival(address: address, now: now, roll: roll)
    }

    @Test func maxStartupsReadsAsSSHDDoes() {
        #expect(MaxStartups("10:30:100") == MaxStartups(start: 10, rate: 30, full: 100))
        #expect(MaxStartups("50") == MaxStartups(start: 50, rate: 100, full: 50))
        for bad in [
            "", "10:30", "10:0:100", "10:101:100", "100:30:10", "0", "a:b:c", "10:30:100:1",
        ] {
            #expect(MaxStartups(bad) == nil, "\(bad)")
        }
    }

    @Test func maxStartupsDropsAtRandomPastStartAndAllAtFull() {
        let step = MaxStartups(start: 10, rate: 30, full: 100)
        var ledger = AdmissionLedger()
        ledger.unauthenticated = 9
        #expect(step.check(arrival(roll: 0), ledger) == nil)
        ledger.unauthenticated = 10
        #expect(step.dropChance(unauthenticated: 10) == 0.3)
        #expect(step.check(arrival(roll: 0.29), ledger) == .maxStartups(unauthenticated: 10))
        #expect(step.check(arrival(roll: 0.31), ledger) == nil)
        ledger.unauthenticated = 55
        #expect(abs(step.dropChance(unauthenticated: 55) - 0.65) < 1e-9)
        ledger.unauthenticated = 100
        #expect(step.check(arrival(roll: 0.999), ledger) == .maxStartups(unauthenticated: 100))
    }

    @Test func connectionsPerAddressCountsThatAddressOnly() {
        let step = ConnectionsPerAddress(limit: 2)
        var ledger = AdmissionLedger()
        ledger.connections = ["192.0.2.1": 2, "192.0.2.2": 1]
        #expect(step.check(arrival("192.0.2.1"), ledger) == .perAddress(limit: 2))
        #expect(step.check(arrival("192.0.2.2"), ledger) == nil)
        #expect(step.check(arrival("192.0.2.3"), ledger) == nil)
    }

    @Test func tokenBucketEmptiesAndRefills() {
        var bucket = TokenBucket(capacity: 3, perSecond: 0.5, now: 0)
        for _ in 0..<3 { bucket.take(at: 0) }
        #expect(bucket.available(at: 0) == 0)
        #expect(bucket.available(at: 1) == 0.5)
        #expect(bucket.available(at: 2) == 1)
        #expect(bucket.available(at: 1000) == 3)
    }

    @Test func connectionRateRefusesAnEmptyBucket() {
        let step = ConnectionRate(perMinute: 60, burst: 2)
        var ledger = AdmissionLedger()
        #expect(step.check(arrival(now: 10), ledger) == nil, "a new address has a full bucket")
        var bucket = step.newBucket(now: 10)
        bucket.take(at: 10)
        bucket.take(at: 10)
        ledger.buckets["192.0.2.1"] = bucket
        #expect(step.check(arrival(now: 10), ledger) == .rate)
        #expect(step.check(arrival(now: 11), ledger) == nil, "one a second comes back")
        #expect(step.check(arrival("192.0.2.9", now: 10), ledger) == nil)
    }

    @Test func descriptorReserveRefusesBeforeTheyRunOut() {
        let step = DescriptorReserve(limit: 1024, base: 32, reserve: 32)
        var ledger = AdmissionLedger()
        ledger.totalConnections = 950
        #expect(step.check(arrival(), ledger) == nil)
        ledger.totalConnections = 961
        #expect(step.check(arrival(), ledger) == .descriptors(limit: 1024))
        ledger.totalConnections = 100
        ledger.sessions = 290
        #expect(step.check(arrival(), ledger) == .descriptors(limit: 1024), "3 per session")
    }

    @Test func denyListStepLooksAtTheAddress() {
        let list = try? DenyList(parsing: "203.0.113.0/24\n")
        let step = DenyListStep(list: list ?? DenyList())
        #expect(step.check(arrival("203.0.113.77"), AdmissionLedger()) == .denied)
        #expect(step.check(arrival("203.0.114.1"), AdmissionLedger()) == nil)
    }

    @Test func oneAddressHoldsAThirdOfStartAtMost() {
        let step = StartupsPerAddress(for: MaxStartups(start: 10, rate: 30, full: 100))
        #expect(step.limit == 3)
        #expect(StartupsPerAddress(for: MaxStartups(start: 2, rate: 30, full: 100)).limit == 1)
        var ledger = AdmissionLedger()
        ledger.unauthenticatedByAddress = ["192.0.2.1": 3, "192.0.2.2": 2]
        #expect(step.check(arrival("192.0.2.1"), ledger) == .startupsPerAddress(limit: 3))
        #expect(step.check(arrival("192.0.2.2"), ledger) == nil)
        #expect(step.check(arrival("192.0.2.3"), ledger) == nil)
    }

    @Test func theGateRunsTheStepsInOrderAndKeepsItsBooks() {
        let registry = SessionRegistry(maxSessions: 10, maxPerKey: 2, maxPerAddress: 5)
        let gate = AdmissionGate(
            limits: .init(
                maxStartups: MaxStartups(start: 6, rate: 100, full: 6), connectionsPerAddress: 3,
                connectionsPerMinute: 600, descriptorLimit: 1024),
            deny: DenyList(), registry: registry)
        #expect(gate.admit(address: "192.0.2.1") == nil)
        #expect(gate.admit(address: "192.0.2.1") == nil)
        #expect(gate.admit(address: "192.0.2.1") == .startupsPerAddress(limit: 2))
        gate.authenticated(address: "192.0.2.1")
        #expect(gate.admit(address: "192.0.2.1") == nil, "one of its two logged in")
        gate.authenticated(address: "192.0.2.1")
        #expect(gate.admit(address: "192.0.2.1") == .perAddress(limit: 3))
        for address in ["192.0.2.2", "192.0.2.2", "192.0.2.3", "192.0.2.3", "192.0.2.4"] {
            #expect(gate.admit(address: address) == nil, "\(address)")
        }
        #expect(gate.unauthenticated == 6)
        #expect(gate.admit(address: "192.0.2.5") == .maxStartups(unauthenticated: 6))
        gate.closed(address: "192.0.2.2", authenticated: false)
        #expect(gate.unauthenticated == 5)
        #expect(gate.admit(address: "192.0.2.5") == nil)
        gate.closed(address: "192.0.2.1", authenticated: true)
        gate.authenticated(address: "192.0.2.3")
        #expect(gate.admit(address: "192.0.2.1") == nil, "its first connection closed")
    }
}
