/// A shop that sells through Aisle.
public struct Seller: Hashable, Sendable, Codable, Identifiable {
    /// Unique within the catalog.
    public var id: SellerID
    /// The seller's display name.
    public var name: String
    /// A paragraph about the seller, shown on their profile.
    public var about: String

    /// Creates a seller.
    public init(id: SellerID, name: String, about: String) {
        self.id = id
        self.name = name
        self.about = about
    }
}
