/// Small catalogs written by tests, so that what they assert does not move when the bundled
/// catalog is edited.
enum FixtureCatalog {
    /// One product record.
    struct Item {
        var id: String
        var name: String
        var category: String
        var price: Int
        var stock = 10
        var seller = "s-1"
    }

    /// Two categories (`tea`: Tea Room, `tools`: Tools) and one seller (`s-1`).
    static func json(_ items: [Item]) -> String {
        let products = items.map { item in
            """
            {"id": "\(item.id)", "name": "\(item.name)", "category": "\(item.category)", \
            "seller": "\(item.seller)", "price": \(item.price), "stock": \(item.stock), \
            "description": "About \(item.name)."}
            """
        }
        return """
            {"currency": "USD",
             "categories": [{"id": "tea", "name": "Tea Room"}, {"id": "tools", "name": "Tools"}],
             "sellers": [{"id": "s-1", "name": "Leaf & Iron", "about": "A small shop."}],
             "products": [\(products.joined(separator: ",\n"))]}
            """
    }

    /// Five products: four teas (two with "matcha" in the name) and one tool.
    static let standard: [Item] = [
        Item(id: "t-1", name: "Sencha Green", category: "tea", price: 1200),
        Item(id: "t-2", name: "Matcha Whisk", category: "tea", price: 2800),
        Item(id: "t-3", name: "Ceremonial Matcha", category: "tea", price: 3400),
        Item(id: "t-4", name: "Genmaicha", category: "tea", price: 900),
        Item(id: "k-1", name: "Tea Kettle", category: "tools", price: 4500),
    ]
}
