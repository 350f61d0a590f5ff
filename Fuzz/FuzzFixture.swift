import AisleApp
import Navigation
import Storefront

/// The state every fuzz input is restored into: a tiny catalog built in code (so the target
/// reads no files), a cart with one line (so checkout routes can validate) and one placed
/// order (so `order(id:)` routes can validate).
enum FuzzFixture {
    /// A fresh state; built once, copied per input.
    static let state: AppState = makeState()

    private static func makeState() -> AppState {
        let products = [
            Product(
                id: "p-01", name: "House Blend Beans", category: "coffee", seller: "s-roast",
                price: 1850, stock: 12, description: "Medium roast whole beans."),
            Product(
                id: "p-02", name: "Crème Brûlée Cookbook", category: "books", seller: "s-paper",
                price: 2450, stock: 2, description: "Custards and caramel, step by step."),
            Product(
                id: "p-03", name: "Decaf \u{202E}gpj.exe", category: "coffee", seller: "s-roast",
                price: 1999, stock: 0, description: "Out of stock, and a hostile name."),
        ]
        let catalog: Catalog
        do {
            catalog = Catalog(
                store: FuzzCatalogStore(
                    try CatalogContents(
                        currency: .usd,
                        categories: [
                            Category(id: "coffee", name: "Coffee"),
                            Category(id: "books", name: "Books"),
                        ],
                        sellers: [
                            Seller(id: "s-roast", name: "Northside Roastery", about: "Since 1998."),
                            Seller(id: "s-paper", name: "Paper & Clay", about: "Books."),
                        ],
                        products: products)))
        } catch {
            fatalError("the fuzz fixture catalog is invalid: \(error)")
        }
        var cart = Cart()
        cart.add("p-01", stock: 12, price: 1850)
        let order = Order.make(
            id: "A-1", placedAt: "2026-01-02T03:04:05Z", cart: cart, catalog: catalog,
            address: ShippingAddress(
                name: "Ada", email: "ada@example.com", street: "1 Main St", city: "Springfield",
                postalCode: "12345", countryCode: "US"),
            payment: .invoice)
        return AppState(catalog: catalog, cart: cart, orders: order.map { [$0] } ?? [])
    }
}
