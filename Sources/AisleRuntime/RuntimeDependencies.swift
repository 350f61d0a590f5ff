import AisleApp
import StateFiles
import Storefront
import UserData

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the runtime reads from the world besides files and the terminal: the monotonic clock
/// for save deadlines, the wall clock for order times, this month and `.corrupt-<time>` names,
/// randomness for order numbers and order keys, and who it runs as (the user whose directories it may use,
/// and that user's home from the password database), and the shop's database server, if the
/// data is on one. Tests pass fixed ones.
public struct RuntimeDependencies: Sendable {
    /// Deadlines and waiting.
    public var clock: any MonotonicClock
    /// The date and time now.
    public var wallClock: @Sendable () -> Date
    /// A random 64-bit number.
    public var random: @Sendable () -> UInt64
    /// Where the reducer's order keys come from (`AppState.orderKeys`): by default a stem of
    /// 128 bits from `random`, so tests that fix `random` see fixed keys.
    public var orderKeys: OrderKeySource
    /// The effective user ID: files are kept only in directories this user owns.
    public var user: UInt32
    /// The password database's home for `user`, standing in for an unset `HOME`.
    public var accountHome: @Sendable () -> String?
    /// The shop's database server (`--database`): the cart, orders and address are there
    /// instead of in the data directory's SQLite file. nil: the file.
    public var shopStore: ShopStoreOpener?

    /// Dependencies from their parts; `user` and `accountHome` default to the real ones.
    public init(
        clock: any MonotonicClock, wallClock: @escaping @Sendable () -> Date,
        random: @escaping @Sendable () -> UInt64, orderKeys: OrderKeySource? = nil,
        user: UInt32 = geteuid(),
        accountHome: @escaping @Sendable () -> String? = AccountHome.current,
        shopStore: ShopStoreOpener? = nil
    ) {
        self.clock = clock
        self.wallClock = wallClock
        self.random = random
        self.orderKeys = orderKeys ?? OrderKeySource(stem: OrderKey.random(random).rawValue + "-")
        self.user = user
        self.accountHome = accountHome
        self.shopStore = shopStore
    }

    /// The real clocks and the system's random numbers.
    public static var live: RuntimeDependencies {
        RuntimeDependencies(
            clock: SystemClock(), wallClock: { Date() },
            random: {
                var generator = SystemRandomNumberGenerator()
                return generator.next()
            })
    }
}
