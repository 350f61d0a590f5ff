import Storefront

/// A small hand-made catalog shared by the test targets: three categories, two sellers, ten
/// products, one of them out of stock and one with an accented name.
public enum Fixtures {
    public static let coffee: CategoryID = "coffee"
    public static let books: CategoryID = "books"
    public static let kitchen: CategoryID = "kitchen"

    public static let roastery: SellerID = "s-roast"
    public static let paper: SellerID = "s-paper"

    /// House Blend Beans, $18.50, 12 in stock, the first product of Coffee.
    public static let beans: ProductID = "p-01"
    /// Out of stock.
    public static let decaf: ProductID = "p-03"
    /// The accented name.
    public static let cookbook: ProductID = "p-06"
    /// One unit in stock.
    public static let kettle: ProductID = "p-08"

    public static func product(
        _ id: ProductID, _ name: String, _ category: CategoryID, _ seller: SellerID,
        price: Int, stock: Int, _ description: String
    ) -> Product {
        Product(
            id: id, name: name, category: category, seller: seller, price: price, stock: stock,
            description: description)
    }

    public static let products: [Product] = [
        product(
            "p-01", "House Blend Beans", coffee, roastery, price: 1850, stock: 12,
            "Medium roast whole beans with chocolate notes."),
        product(
            "p-02", "Ethiopia Yirgacheffe", coffee, roastery, price: 2200, stock: 3,
            "Bright and floral single origin."),
        product(
            decaf, "Decaf Espresso", coffee, roastery, price: 1999, stock: 0,
            "Swiss water process, dark roast."),
        product(
            "p-05", "The Coffee Atlas", books, paper, price: 3500, stock: 5,
            "A world tour of the regions where coffee grows."),
        product(
            cookbook, "Crème Brûlée Cookbook", books, paper, price: 2450, stock: 2,
            "Custards and caramel, step by step."),
        product(
            "p-07", "Field Notes", books, paper, price: 995, stock: 40,
            "Pocket notebooks with a dot grid."),
        product(
            kettle, "Gooseneck Kettle", kitchen, roastery, price: 4999, stock: 1,
            "A steady pour for filter coffee."),
        product(
            "p-09", "Burr Grinder", kitchen, roastery, price: 12900, stock: 4,
            "Conical burrs and forty settings."),
        product(
            "p-10", "Ceramic Mug", kitchen, paper, price: 1200, stock: 10,
            "Holds 350 ml and survives the dishwasher."),
        product(
            "p-11", "Milk Frother", kitchen, paper, price: 2999, stock: 6,
            "Whisks milk into foam for a café latte."),
    ]

    public static func catalog(products: [Product] = products) throws -> Catalog {
        try Catalog(
            currency: .usd,
            categories: [
                Category(id: coffee, name: "Coffee"),
                Category(id: books, name: "Books"),
                Category(id: kitchen, name: "Kitchen"),
            ],
            sellers: [
                Seller(id: roastery, name: "Northside Roastery", about: "Roasting since 1998."),
                Seller(id: paper, name: "Paper & Clay", about: "Books and things for the table."),
            ],
            products: products)
    }
}

extension Fixtures {
    /// A placed order numbered `id`: `quantity` of the beans at their price, paid by invoice.
    public static func order(
        _ id: String, quantity: Int = 1, placedAt: String = "2026-05-01T08:00:00Z"
    )
        -> Order
    {
        let line = OrderLine(
            product: beans, name: "House Blend Beans", unitPrice: 1850, quantity: quantity)
        return Order(
            id: OrderID(id), placedAt: placedAt, currency: .usd, lines: [line],
            totals: Totals(subtotal: line.total, shipping: 0, tax: 0, total: line.total),
            address: ShippingAddress(
                name: "Ada", email: "ada@example.org", street: "1 Main St", city: "Springfield",
                postalCode: "12345", countryCode: "US"),
            payment: .invoice)
    }
}

extension Fixtures {
    /// The address of `order`'s fixtures, complete and valid.
    public static let address = ShippingAddress(
        name: "Ada", email: "ada@example.org", street: "1 Main St", city: "Springfield",
        postalCode: "12345", countryCode: "US")

    /// What Review shows for `cart` from the fixture catalog, paid by invoice, under `key`.
    public static func request(_ key: OrderKey, cart: Cart) throws -> OrderRequest {
        guard
            let request = OrderRequest.make(
                key: key, cart: cart, catalog: try catalog(), address: address, payment: .invoice)
        else { throw TestFailure("no order for \(cart)") }
        return request
    }
}
