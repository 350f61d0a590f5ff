import Storefront

/// The sellers (or categories) a Shopify CSV implies: one record per distinct vendor (or
/// category) name, its id the name itself, cut to the id length (and numbered, " 2", should a
/// cut make two alike), made the first time a product names it.
struct DerivedRecords {
    private var ids: [String: String] = [:]
    private var used: Set<String> = []
    /// Names whose record the sink refused (reported): their products are left out.
    private(set) var refused: Set<String> = []

    /// How many records there are.
    var count: Int { ids.count }

    /// The id of the record named `name`, and whether it is new (and so must be handed to the
    /// sink before the product that names it).
    mutating func id(for name: String) -> (id: String, isNew: Bool) {
        if let id = ids[name] { return (id, false) }
        var id = Self.cut(name, suffix: "")
        var number = 2
        while used.contains(id) {
            id = Self.cut(name, suffix: " \(number)")
            number += 1
        }
        ids[name] = id
        used.insert(id)
        return (id, true)
    }

    /// Notes that the record named `name` was refused.
    mutating func refuse(_ name: String) { refused.insert(name) }

    /// `name` cut to fit an id with `suffix` after it, with no white space at the cut.
    private static func cut(_ name: String, suffix: String) -> String {
        ShopifyProductRows.prefix(of: name, bytes: Catalog.maximumIDBytes - suffix.utf8.count)
            .trimmedForCatalog + suffix
    }
}
