import Testing

@testable import ShopServer

/// The bounds a client cannot push: its window, and its input in flight.
@Suite(.timeLimit(.minutes(10))) struct BoundsTests {
    @Test func theWindowIsClampedBothWays() {
        #expect(WindowSize(columns: 6000, rows: 3000) == WindowSize(columns: 500, rows: 200))
        #expect(WindowSize(columns: 0, rows: -4) == WindowSize(columns: 1, rows: 1))
        #expect(WindowSize(columns: 80, rows: 24).columns == 80)
        #expect(
            WindowSize(columns: Int(UInt32.max), rows: 24) == WindowSize(columns: 500, rows: 24))
    }

    @Test func theGateClosesAtTheLimitAndOpensAtHalf() {
        var gate = InputGate()
        var stop = gate.sent(InputGate.limit - 1)
        #expect(!stop && gate.reading)
        stop = gate.sent(1)
        #expect(stop, "the limit reached: stop")
        stop = gate.sent(10_000)
        #expect(!stop, "already stopped")
        var resume = gate.taken(InputGate.limit / 2)
        #expect(!resume && !gate.reading)
        resume = gate.taken(10_001)
        #expect(resume && gate.reading, "below half: read again")
        resume = gate.taken(1_000_000)
        #expect(!resume && gate.inFlight == 0)
    }

    @Test func theRegistryGivesOneAddressItsShareOnly() {
        let registry = SessionRegistry(maxSessions: 100, maxPerKey: 4, maxPerAddress: 3)
        for key in 0..<3 { #expect(registry.reserve(for: "key\(key)", from: "192.0.2.1") == nil) }
        #expect(registry.reserve(for: "key9", from: "192.0.2.1") == .tooManyForAddress(limit: 3))
        #expect(registry.reserve(for: "key9", from: "192.0.2.2") == nil)
        registry.release(nil, for: "key0", from: "192.0.2.1")
        #expect(registry.reserve(for: "key9", from: "192.0.2.1") == nil)
    }
}
