import Storefront
import Testing

@Suite(.timeLimit(.minutes(10))) struct CatalogTests {
    // MARK: Look-ups on a small catalog

    static let categories = [
        Category(id: "tea", name: "Tea"), Category(id: "toys", name: "Toys"),
        Category(id: "empty", name: "Empty"),
    ]
    static let sellers = [
        Seller(id: "s-a", name: "A", about: "."), Seller(id: "s-b", name: "B", about: "."),
    ]

    static func item(
        _ id: ProductID, _ category: CategoryID, _ seller: SellerID, price: Int = 100,
        stock: Int = 1
    ) -> Product {
        Product(
            id: id, name: "Item \(id)", category: category, seller: seller, price: price,
            stock: stock, description: "About \(id).")
    }

    /// Interleaved on purpose, so "catalog order" differs from grouping by category or seller.
    static let products = [
        item("p-1", "tea", "s-a"), item("p-2", "toys", "s-b"), item("p-3", "tea", "s-b"),
        item("p-4", "toys", "s-a", stock: 0), item("p-5", "tea", "s-a"),
    ]

    static func small() throws -> Catalog {
        try Catalog(currency: .usd, categories: categories, sellers: sellers, products: products)
    }

    @Test func productsOfACategoryAreInCatalogOrder() throws {
        let catalog = try Self.small()
        #expect(catalog.shelf(in: "tea").all.map(\.id) == ["p-1", "p-3", "p-5"])
        #expect(catalog.shelf(in: "toys").all.map(\.id) == ["p-2", "p-4"])
        #expect(catalog.shelf(in: "empty").isEmpty)
        #expect(catalog.shelf(in: "nowhere").isEmpty)
    }

    @Test func productsOfASellerAreInCatalogOrder() throws {
        let catalog = try Self.small()
        #expect(catalog.shelf(by: "s-a").all.map(\.id) == ["p-1", "p-4", "p-5"])
        #expect(catalog.shelf(by: "s-b").all.map(\.id) == ["p-2", "p-3"])
        #expect(catalog.shelf(by: "s-nobody").isEmpty)
    }

    @Test(
        arguments: [("tea", 3), ("toys", 2), ("empty", 0), ("nowhere", 0)] as [(CategoryID, Int)])
    func productCountMatchesTheList(_ category: CategoryID, _ count: Int) throws {
        let catalog = try Self.small()
        #expect(catalog.productCount(in: category) == count)
        #expect(catalog.shelf(in: category).count == count)
    }

    @Test func singleLookUpsFindRecordsOrNothing() throws {
        let catalog = try Self.small()
        #expect(catalog.product("p-4") == Self.products[3])
        #expect(catalog.product("p-4")?.isInStock == false)
        #expect(catalog.product("p-9") == nil)
        #expect(catalog.category("toys")?.name == "Toys")
        #expect(catalog.category("p-1") == nil)
        #expect(catalog.seller("s-b")?.name == "B")
        #expect(catalog.seller("tea") == nil)
    }

    @Test func equalityComparesContentInOrder() throws {
        let reordered = try Catalog(
            currency: .usd, categories: Self.categories, sellers: Self.sellers,
            products: Self.products.reversed())
        #expect(try Self.small() == Self.small())
        #expect(try Self.small() != reordered)
    }

    // MARK: The bundled catalog

    /// `Resources/catalog.json`, found from this file's place in the checkout.
    static let bundledPath: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Resources/catalog.json"
    }()

    @Test func bundledCatalogLoadsAndFeelsLikeAShop() throws {
        let catalog = try Catalog.load(contentsOf: Self.bundledPath)
        #expect(catalog.currency == .usd)
        #expect(catalog.categories.count >= 8)
        #expect(catalog.sellers.count >= 12)
        #expect(catalog.products.count >= 150)
        for category in catalog.categories {
            // Enough to scroll at 80×24, few enough to browse.
            #expect((12...30).contains(catalog.productCount(in: category.id)), "\(category.id)")
        }
        for seller in catalog.sellers {
            #expect(!catalog.shelf(by: seller.id).isEmpty, "\(seller.id) sells nothing")
            #expect(seller.about.count > 100, "\(seller.id) needs a paragraph")
        }
        let outOfStock = catalog.products.filter { !$0.isInStock }.count
        #expect((5...15).contains(outOfStock * 100 / catalog.products.count))
        #expect(catalog.products.allSatisfy { $0.price > 0 && !$0.description.isEmpty })
        // Hand-written, not one template: no two descriptions alike.
        #expect(Set(catalog.products.map(\.description)).count == catalog.products.count)
        #expect(Set(catalog.products.map(\.name)).count == catalog.products.count)
    }

    @Test func bundledCatalogExercisesNonASCIIText() throws {
        let catalog = try Catalog.load(contentsOf: Self.bundledPath)
        let names = catalog.products.map(\.name) + catalog.sellers.map(\.name)
        let scalars = names.flatMap(\.unicodeScalars)
        #expect(scalars.contains("é"))
        #expect(scalars.contains { (0x3040...0x9FFF).contains($0.value) }, "no CJK")
        let emoji = catalog.products.filter {
            $0.name.unicodeScalars.contains { $0.value >= 0x1F300 }
        }
        #expect((1...2).contains(emoji.count))
    }

    @Test func bundledCatalogIdsAreShortAndStable() throws {
        let catalog = try Catalog.load(contentsOf: Self.bundledPath)
        #expect(catalog.products.first?.id == "p-001")
        #expect(catalog.products.allSatisfy { $0.id.rawValue.count <= 8 })
        #expect(catalog.sellers.allSatisfy { $0.id.rawValue.hasPrefix("s-") })
    }
}
