/// A shelf of the shop: "Coffee & Tea", "Books".
public struct Category: Hashable, Sendable, Codable, Identifiable {
    /// Unique within the catalog.
    public var id: CategoryID
    /// Shown on the home screen and in breadcrumbs.
    public var name: String

    /// Creates a category.
    public init(id: CategoryID, name: String) {
        self.id = id
        self.name = name
    }
}
