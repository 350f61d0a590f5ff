import Storefront

/// Cart changes and the kept address, written in one transaction.
public struct UserDataBatch: Sendable, Equatable {
    /// The catalog whose cart `cartChanges` change (`CatalogKey`).
    public var catalog: String
    /// Changes to that catalog's cart, in the order they were made.
    public var cartChanges: [CartChange] = []
    /// The address to keep for the next order, when it changed.
    public var profile: ShippingAddress?

    /// A batch for `catalog`'s cart.
    public init(catalog: String, cartChanges: [CartChange] = [], profile: ShippingAddress? = nil) {
        self.catalog = catalog
        self.cartChanges = cartChanges
        self.profile = profile
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { cartChanges.isEmpty && profile == nil }
}
