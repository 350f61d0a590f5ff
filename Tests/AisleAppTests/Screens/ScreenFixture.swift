import AisleApp
import Navigation
import Storefront

/// A small shop for screen tests: enough products that lists scroll at 80×24 and 40×10,
/// non-ASCII names of every width class, a long name, an out-of-stock item, and data that
/// tries to smuggle terminal controls.
enum ScreenFixture {
    static func catalog() throws -> Catalog {
        let categories = [
            Category(id: "tea", name: "Tea & Coffee"),
            Category(id: "desk", name: "Desk"),
            Category(id: "empty", name: "Empty Shelf"),
        ]
        let sellers = [
            Seller(
                id: "s-leaf", name: "Leaf & Kettle",
                about: "A family tea house from Kyoto and Lisbon. Every tin is packed by hand, "
                    + "weighed twice and shipped the same week it was blended."),
            Seller(id: "s-desk", name: "東京文具", about: "Stationery from Tokyo."),
        ]
        var products = [
            Product(
                id: "p-01", name: "抹茶 Matcha Whisk", category: "tea", seller: "s-leaf",
                price: 2800, stock: 38,
                description: "A bamboo whisk with eighty prongs. Soak it before use."),
            Product(
                id: "p-02", name: "Café Crème Blend, 340 g", category: "tea", seller: "s-leaf",
                price: 1850, stock: 0,
                description: "Roasted dark for milk drinks. Chocolate, hazelnut, a little smoke."),
            Product(
                id: "p-03",
                name: "An Extraordinarily Long Product Name That Will Never Fit On One Narrow Row",
                category: "tea", seller: "s-leaf", price: 123_456, stock: 3,
                description: "Long names are truncated with an ellipsis.\u{1B}[31m Not red.\u{202E}"
            ),
        ]
        for index in 4...26 {
            let id = ProductID("p-\(index < 10 ? "0" : "")\(index)")
            products.append(
                Product(
                    id: id, name: "Loose Leaf Tea No. \(index)", category: "tea", seller: "s-leaf",
                    price: 900 + index * 25, stock: index % 7,
                    description: "Tea number \(index). Steep for \(index % 5 + 2) minutes."))
        }
        products.append(
            Product(
                id: "p-90", name: "Fountain Pen ☀️", category: "desk", seller: "s-desk", price: 4200,
                stock: 5, description: "Fine nib. Converter included."))
        return try Catalog(
            currency: .usd, categories: categories, sellers: sellers, products: products)
    }

    /// A state with `routes` on the path and `cart` in the cart.
    static func state(_ routes: [Route] = [], cart: [CartLine] = []) throws -> AppState {
        AppState(catalog: try catalog(), cart: Cart(lines: cart), path: RoutePath(routes))
    }
}
