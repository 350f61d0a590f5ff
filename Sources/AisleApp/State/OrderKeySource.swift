import Storefront

/// Where the reducer gets a new order key, as TCA's `@Dependency(\.uuid)`: a value in the
/// state, so `reduce` stays pure, mints a key the moment checkout starts (no round trip
/// through the run loop), and a test knows the keys it will see. Each key is `stem` and a
/// count: keys of one session never repeat, and the program's stem is 128 random bits made at
/// start (`RuntimeDependencies.orderKeys`), so another window's or another day's share none.
public struct OrderKeySource: Hashable, Sendable {
    /// What every key of this source begins with.
    public let stem: String
    /// How many keys were made so far.
    public private(set) var minted = 0

    /// Keys `stem` followed by 1, 2, 3, …
    public init(stem: String) { self.stem = stem }

    /// `key-1`, `key-2`, …: for tests and previews. The run loop replaces it with its
    /// dependencies' source, so no program runs on it.
    public static let counting = OrderKeySource(stem: "key-")

    /// A key no earlier call returned.
    public mutating func next() -> OrderKey {
        minted += 1
        return OrderKey("\(stem)\(minted)")
    }
}
