/// A token bucket (wish's `ratelimiter`): `capacity` tokens, refilled at `perSecond`; each new
/// connection from an address takes one.
struct TokenBucket: Equatable, Sendable {
    let capacity: Double
    let perSecond: Double
    private(set) var tokens: Double
    private(set) var updated: Double

    /// A full bucket at `now`.
    init(capacity: Double, perSecond: Double, now: Double) {
        self.capacity = capacity
        self.perSecond = perSecond
        tokens = capacity
        updated = now
    }

    /// The tokens there would be at `now`.
    func available(at now: Double) -> Double {
        min(capacity, tokens + max(now - updated, 0) * perSecond)
    }

    /// Takes one token at `now` (the caller checked there was one).
    mutating func take(at now: Double) {
        tokens = max(available(at: now) - 1, 0)
        updated = max(now, updated)
    }
}
