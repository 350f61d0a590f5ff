/// What became of a host's claim that its catalog edition is the shop's
/// (`ShopStore.claimCatalogEdition`): on a shop served by several hosts every host must sell
/// from the same catalog, or stock would be counted against two editions at once.
public enum CatalogEditionClaim: Sendable, Equatable {
    /// The shop had none: the host's is now the shop's.
    case recorded
    /// The host's is the shop's.
    case agreed
    /// The shop sold from `from`, and now from the host's (asked for: `moving`).
    case moved(from: String)
    /// The shop sells from `shop`, another edition: nothing was changed.
    case refused(shop: String)

    /// The claim of `host`'s edition on a shop that recorded `recorded` (nil: none yet).
    public static func decide(recorded: String?, host: String, moving: Bool) -> Self {
        guard let recorded else { return .recorded }
        if recorded == host { return .agreed }
        return moving ? .moved(from: recorded) : .refused(shop: recorded)
    }

    /// Whether the host may open the shop.
    public var admits: Bool {
        if case .refused = self { return false }
        return true
    }
}

extension UserDatabase {
    /// One host on one file: nothing to compare.
    public func claimCatalogEdition(_ edition: String, moving: Bool) throws(UserDataError)
        -> CatalogEditionClaim
    { .agreed }

    /// Nothing: every session of a SQLite shop is on this machine, and looks for other
    /// instances' changes itself (`data_version`, on each new screen).
    public func watchChanges(_ post: @escaping @Sendable () -> Void) {}
}
