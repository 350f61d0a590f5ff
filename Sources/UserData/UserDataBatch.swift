import Storefront

/// What one instance hands to the database at a time: applied in one transaction, so an order
/// and the cart units it took are saved together or not at all.
public struct UserDataBatch: Sendable, Equatable {
    /// The catalog whose cart `cartChanges` change (`CatalogKey`).
    public var catalog: String
    /// Changes to that catalog's cart.
    public var cartChanges: [CartChange] = []
    /// Orders placed since the last batch, oldest first.
    public var newOrders: [Order] = []
    /// The address to keep for the next order, when it changed.
    public var profile: ShippingAddress?

    /// A batch for `catalog`'s cart.
    public init(
        catalog: String, cartChanges: [CartChange] = [], newOrders: [Order] = [],
        profile: ShippingAddress? = nil
    ) {
        self.catalog = catalog
        self.cartChanges = cartChanges
        self.newOrders = newOrders
        self.profile = profile
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { cartChanges.isEmpty && newOrders.isEmpty && profile == nil }
}
