import GRDB
import Storefront
import Synchronization

/// A catalog cache opened read-only: every question a screen asks is one indexed query that
/// touches only the rows it returns. Opening reads the header, the counts and the categories
/// (a catalog has few), nothing that grows with the number of products.
///
/// Searches, sorted and filtered lists are remembered (`ListPages`), so their counts are
/// computed once and paging walks forward from the last position fetched.
public final class SQLiteCatalogStore: CatalogStore {
    /// The cache file.
    public let path: String
    public let currency: Currency
    public let categories: [Category]
    public let productCount: Int
    public let sellerCount: Int
    /// What the cache was built from (`meta`), for `CatalogCache` to judge it.
    let meta: [String: String]

    private let queue: DatabaseQueue
    private let categoryIndex: [CategoryID: (category: Category, count: Int)]
    private let lists = Mutex<[ProductListing: ListPages]>([:])

    /// How many lists' pages are remembered (searches, sorted and filtered lists).
    static let rememberedLists = 16

    /// Opens the cache at `path`; throws `.stale` for a file that is not a whole catalog cache
    /// of this version (another file, a truncated or damaged one, an older format).
    init(path: String) throws(CatalogCacheProblem) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "aisle.catalog"
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            let header = try queue.inDatabase { db in try CacheHeader(db, path: path) }
            try header.check()
            meta = header.meta
            guard let code = meta["currency"], let currency = Currency.known[code],
                let products = meta["products"].flatMap(Int.init),
                let sellers = meta["sellers"].flatMap(Int.init)
            else { throw CatalogCacheProblem.damaged("its summary is missing") }
            self.currency = currency
            productCount = products
            sellerCount = sellers
            let rows = try queue.inDatabase { db in
                try Row.fetchAll(
                    db, sql: "SELECT id, name, productCount FROM category ORDER BY position")
            }
            var categories: [Category] = []
            var index: [CategoryID: (Category, Int)] = [:]
            for row in rows {
                let category = Category(id: CategoryID(row[0] as String), name: row[1])
                categories.append(category)
                index[category.id] = (category, row[2])
            }
            self.categories = categories
            categoryIndex = index
        } catch let problem as CatalogCacheProblem {
            throw problem
        } catch {
            throw .damaged(CatalogStoreError.reason(error))
        }
        self.path = path
    }

    public func product(_ id: ProductID) -> Product? {
        fetch(nil) { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT \(CatalogSchema.productColumns) FROM product WHERE id = ?"),
                arguments: [id.rawValue]
            ).map(Self.product)
        }
    }

    public func category(_ id: CategoryID) -> Category? { categoryIndex[id]?.category }

    public func seller(_ id: SellerID) -> Seller? {
        fetch(nil) { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT id, name, about FROM seller WHERE id = ?"),
                arguments: [id.rawValue]
            ).map { Seller(id: SellerID($0[0] as String), name: $0[1], about: $0[2]) }
        }
    }

    public func count(of list: ProductListing) -> Int {
        switch (list.source, list.order, list.filter) {
        case (.category(let id), .catalog, nil): categoryIndex[id]?.count ?? 0
        case (.seller(let id), .catalog, nil):
            fetch(0) { db in
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT productCount FROM seller WHERE id = ?"),
                    arguments: [id.rawValue]) ?? 0
            }
        default: pages(for: list) { _, pages in pages.count }
        }
    }

    public func products(of list: ProductListing, at positions: Range<Int>) -> [Product] {
        switch (list.source, list.order, list.filter) {
        case (.category(let id), .catalog, nil):
            page("category", "categoryRank", id.rawValue, positions)
        case (.seller(let id), .catalog, nil): page("seller", "sellerRank", id.rawValue, positions)
        default:
            pages(for: list) { db, pages in
                try pages.positions(positions, db).compactMap { position in
                    try Row.fetchOne(
                        db.cachedStatement(
                            sql: """
                                SELECT \(CatalogSchema.productColumns) FROM product
                                WHERE position = ?
                                """),
                        arguments: [position]
                    ).map(Self.product)
                }
            }
        }
    }

    public func index(of id: ProductID, in list: ProductListing) -> Int? {
        guard let product = self.product(id) else { return nil }
        switch (list.source, list.order, list.filter) {
        case (.category(let category), .catalog, nil):
            return product.category == category ? categoryPosition(of: id) : nil
        case (.seller(let seller), .catalog, nil):
            guard product.seller == seller else { return nil }
            return fetch(nil) { db in
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT sellerRank FROM product WHERE id = ?"),
                    arguments: [id.rawValue])
            }
        default:
            return pages(for: list) { db, pages in try pages.index(of: id, db) }
        }
    }

    public func categoryPosition(of id: ProductID) -> Int? {
        fetch(nil) { db in
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT categoryRank FROM product WHERE id = ?"),
                arguments: [id.rawValue])
        }
    }

    public func identifiers(
        in list: CatalogRecord.List, startingWith prefix: String, limit: Int
    ) -> [String] {
        let table =
            switch list {
            case .categories: "category"
            case .sellers: "seller"
            case .products: "product"
            }
        // Each spelling of the prefix is one range of the id index (`IdentifierPrefix`).
        let found: [String] = fetch([]) { db in
            try IdentifierPrefix.spellings(of: prefix).flatMap { spelling in
                try String.fetchAll(
                    db.cachedStatement(
                        sql: "SELECT id FROM \(table) WHERE id >= ? AND id < ? ORDER BY id LIMIT ?"),
                    arguments: [spelling, IdentifierPrefix.upperBound(of: spelling), limit])
            }
        }
        return Array(
            Set(found).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.prefix(limit))
    }

    /// The products of one category's or seller's list at `positions`: an index seek to the
    /// first, then the rows in order.
    private func page(
        _ column: String, _ rank: String, _ id: String, _ positions: Range<Int>
    ) -> [Product] {
        fetch([]) { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(CatalogSchema.productColumns) FROM product
                        WHERE \(column) = ? AND \(rank) >= ? AND \(rank) < ? ORDER BY \(rank)
                        """),
                arguments: [id, positions.lowerBound, positions.upperBound]
            ).map(Self.product)
        }
    }

    /// Runs `body` with the remembered pages of `list` (made on first use).
    private func pages<T: Sendable>(
        for list: ProductListing, _ body: (Database, inout ListPages) throws -> T
    ) -> T where T: DefaultValue {
        fetch(T.empty) { db in
            try lists.withLock { remembered in
                var pages =
                    try remembered[list] ?? ListPages(listing: list, shelf: shelf(of: list, db), db)
                defer {
                    if remembered.count >= Self.rememberedLists, remembered[list] == nil {
                        remembered.removeAll()
                    }
                    remembered[list] = pages
                }
                return try body(db, &pages)
            }
        }
    }

    /// The full-text token of `list`'s category or seller (see `CatalogImporter.shelfTokens`);
    /// nil for a search, or a category or seller the catalog does not have.
    private func shelf(of list: ProductListing, _ db: Database) throws -> String? {
        switch list.source {
        case .category(let id):
            return categories.firstIndex { $0.id == id }.map { "c\($0)" }
        case .seller(let id):
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT position FROM seller WHERE id = ?"),
                arguments: [id.rawValue]
            ).map { "s\($0)" }
        case .search: return nil
        }
    }

    /// `body`'s answer, or `fallback` should the file fail under it (then the screen shows
    /// less, and the next start finds the damage and rebuilds the cache).
    func fetch<T>(_ fallback: T, _ body: (Database) throws -> T) -> T {
        (try? queue.inDatabase(body)) ?? fallback
    }

    private static func product(_ row: Row) -> Product {
        Product(
            id: ProductID(row[0] as String), name: row[1], category: CategoryID(row[2] as String),
            seller: SellerID(row[3] as String), price: row[4], stock: row[5], description: row[6])
    }
}

/// A value to answer with when the database cannot.
protocol DefaultValue { static var empty: Self { get } }
extension Optional: DefaultValue { static var empty: Wrapped? { nil } }
extension Int: DefaultValue { static var empty: Int { 0 } }
extension Array: DefaultValue { static var empty: [Element] { [] } }
