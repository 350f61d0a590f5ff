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

    /// Which edition of its catalog this is: the SHA-256 of the file's bytes, in hex (a
    /// changed file, with new stock figures, is a new edition; the same bytes on another host
    /// or at another path are the same edition).
    public var edition: String { meta["content"] ?? "" }

    /// What an Aisle before content editions called this edition: the file's fingerprint when
    /// it was imported (`SourceFingerprint`), under which its units ordered may still be
    /// counted (carried over once to `edition`).
    public var formerEdition: String { meta["fingerprint"] ?? "" }

    private let queue: DatabaseQueue
    private let categoryIndex: [CategoryID: (category: Category, count: Int)]
    let lists = Mutex<[ProductListing: ListPages]>([:])
    /// The connection searches are prepared on, off the screen's thread (`prepare`), opened
    /// on first use: interrupting it never stops a read of the screen's.
    let searchQueue = Mutex<DatabaseQueue?>(nil)
    private let failure = Mutex<CatalogStoreError?>(nil)
    /// The page and products the last frames read (a frame mostly asks the same again).
    let memo = Mutex(ReadMemo())
    /// "Did you mean" for the last queries asked (`SearchVocabulary`), each made once.
    let suggestions = Mutex<[String: String?]>([:])
    /// Told of the first read that fails (`CatalogCache` sets the file aside for a rebuild).
    private let onFailure: @Sendable (CatalogStoreError) -> Void

    /// How many lists' pages are remembered (searches, sorted and filtered lists).
    static let rememberedLists = 16

    /// How every connection to the cache is opened: read-only, with the ranking function.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "aisle.catalog"
        configuration.prepareDatabase { db in db.add(function: RankedSearch.leadingRank) }
        return configuration
    }

    /// Opens the cache at `path`; throws what makes it unusable (not a whole catalog cache of
    /// this version: another file, a truncated or damaged one, an older format). `onFailure`
    /// hears of the first read that fails later.
    init(
        path: String, onFailure: @escaping @Sendable (CatalogStoreError) -> Void = { _ in }
    ) throws(CatalogCacheProblem) {
        self.onFailure = onFailure
        do {
            queue = try DatabaseQueue(path: path, configuration: Self.configuration)
            let header = try queue.inDatabase { db in try CacheHeader(db, path: path) }
            try header.check()
            meta = header.meta
            guard let code = meta["currency"], let currency = Currency.known[code],
                let products = meta["products"].flatMap(Int.init), products >= 0,
                let sellers = meta["sellers"].flatMap(Int.init), sellers >= 0
            else { throw CatalogCacheProblem.summaryMissing }
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
                let fields = CacheRow(row, path: path)
                let category = Category(
                    id: CategoryID(try fields.identifier(0)), name: try fields.text(1))
                categories.append(category)
                index[category.id] = (category, try fields.count(2))
            }
            self.categories = categories
            categoryIndex = index
        } catch let problem as CatalogCacheProblem {
            throw problem
        } catch let error as CatalogStoreError {
            throw .unreadable(error)
        } catch {
            throw .unreadable(Self.storeError(error, path: path))
        }
        self.path = path
    }

    public func product(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        if let kept = memo.withLock({ $0.product(id) }) { return kept }
        let found: Product? = try fetch { db in
            let row =
                try Row.fetchOne(
                    db.cachedStatement(
                        sql: "SELECT \(CatalogSchema.productColumns) FROM product WHERE id = ?"),
                    arguments: [id.rawValue])
                // Not a product's id: perhaps a variant's, which names its product.
                ?? Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT \(CatalogSchema.productColumns) FROM product
                            WHERE position = (SELECT product FROM variant WHERE id = ?)
                            """),
                    arguments: [id.rawValue])
            return try row.map { try product(in: $0, db) }
        }
        if let found { memo.withLock { $0.keep(found, for: id) } }
        return found
    }

    /// The product in `row`, with its variants read in order when it has options.
    private func product(in row: Row, _ db: Database) throws -> Product {
        try CacheRow(row, path: path).product { position throws(CatalogStoreError) in
            do {
                return try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT \(CatalogSchema.variantColumns) FROM variant
                            WHERE product = ? ORDER BY rank
                            """),
                    arguments: [position]
                ).map { row throws(CatalogStoreError) in try CacheRow(row, path: path).variant() }
            } catch let error as CatalogStoreError {
                throw error
            } catch {
                throw Self.storeError(error, path: path)
            }
        }
    }

    public func category(_ id: CategoryID) -> Category? { categoryIndex[id]?.category }

    public func seller(_ id: SellerID) throws(CatalogStoreError) -> Seller? {
        try fetch { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT id, name, about FROM seller WHERE id = ?"),
                arguments: [id.rawValue]
            ).map { row in
                let fields = CacheRow(row, path: path)
                return Seller(
                    id: SellerID(try fields.identifier(0)), name: try fields.text(1),
                    about: try fields.text(2))
            }
        }
    }

    public func count(of list: ProductListing) throws(CatalogStoreError) -> Int {
        switch (list.source, list.order, list.filter) {
        case (.category(let id), .catalog, nil): return categoryIndex[id]?.count ?? 0
        case (.seller(let id), .catalog, nil):
            return try fetch { db in
                try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT productCount FROM seller WHERE id = ?"),
                    arguments: [id.rawValue]
                ).map { try CacheRow($0, path: path).count(0) } ?? 0
            }
        default: return try pages(for: list) { _, pages in pages.count }
        }
    }

    public func products(
        of list: ProductListing, at positions: Range<Int>
    ) throws(CatalogStoreError) -> [Product] {
        if let kept = memo.withLock({ $0.page(of: list, at: positions) }) { return kept }
        let found = try read(list, at: positions)
        memo.withLock { $0.keep(found, of: list, at: positions) }
        return found
    }

    /// The products of `list` at `positions`, read from the file.
    private func read(
        _ list: ProductListing, at positions: Range<Int>
    ) throws(CatalogStoreError) -> [Product] {
        switch (list.source, list.order, list.filter) {
        case (.category(let id), .catalog, nil):
            try page("category", "categoryRank", id.rawValue, positions)
        case (.seller(let id), .catalog, nil):
            try page("seller", "sellerRank", id.rawValue, positions)
        default:
            try pages(for: list) { db, pages in
                try pages.positions(positions, db).compactMap { position in
                    try Row.fetchOne(
                        db.cachedStatement(
                            sql: """
                                SELECT \(CatalogSchema.productColumns) FROM product
                                WHERE position = ?
                                """),
                        arguments: [position]
                    ).map { try product(in: $0, db) }
                }
            }
        }
    }

    public func index(
        of id: ProductID, in list: ProductListing
    ) throws(CatalogStoreError) -> Int? {
        guard let product = try self.product(id) else { return nil }
        switch (list.source, list.order, list.filter) {
        case (.category(let category), .catalog, nil):
            return product.category == category ? try categoryPosition(of: id) : nil
        case (.seller(let seller), .catalog, nil):
            guard product.seller == seller else { return nil }
            return try fetch { db in
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT sellerRank FROM product WHERE id = ?"),
                    arguments: [id.rawValue])
            }
        default:
            return try pages(for: list) { db, pages in try pages.index(of: id, db) }
        }
    }

    public func categoryPosition(of id: ProductID) throws(CatalogStoreError) -> Int? {
        try fetch { db in
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT categoryRank FROM product WHERE id = ?"),
                arguments: [id.rawValue])
        }
    }

    public func identifiers(
        in list: CatalogRecord.List, startingWith prefix: String, limit: Int
    ) throws(CatalogStoreError) -> [String] {
        let table =
            switch list {
            case .categories: "category"
            case .sellers: "seller"
            case .products: "product"
            }
        // Each spelling of the prefix is one range of the id index (`IdentifierPrefix`).
        let found: [String] = try fetch { db in
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
    ) throws(CatalogStoreError) -> [Product] {
        try fetch { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(CatalogSchema.productColumns) FROM product
                        WHERE \(column) = ? AND \(rank) >= ? AND \(rank) < ? ORDER BY \(rank)
                        """),
                arguments: [id, positions.lowerBound, positions.upperBound]
            ).map { try product(in: $0, db) }
        }
    }

    /// Runs `body` with the remembered pages of `list` (made on first use).
    private func pages<T: Sendable>(
        for list: ProductListing, _ body: (Database, inout ListPages) throws -> T
    ) throws(CatalogStoreError) -> T {
        try fetch { db in
            try lists.withLock { remembered in
                var pages =
                    try remembered[list]
                    ?? ListPages(
                        listing: list, shelf: shelf(of: list, db), count: knownCount(of: list, db),
                        db)
                defer { Self.remember(pages, for: list, in: &remembered) }
                return try body(db, &pages)
            }
        }
    }

    /// Keeps `pages` as `list`'s, forgetting the others once `rememberedLists` are kept.
    static func remember(
        _ pages: ListPages, for list: ProductListing,
        in remembered: inout [ProductListing: ListPages]
    ) {
        if remembered.count >= rememberedLists, remembered[list] == nil {
            remembered.removeAll()
        }
        remembered[list] = pages
    }

    /// How many products `list` holds when that is known without counting them: an unfiltered
    /// category or seller holds as many in any order as in catalog order (`productCount`).
    func knownCount(of list: ProductListing, _ db: Database) throws -> Int? {
        guard list.filter == nil else { return nil }
        switch list.source {
        case .category(let id): return categoryIndex[id]?.count ?? 0
        case .seller(let id):
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT productCount FROM seller WHERE id = ?"),
                arguments: [id.rawValue]) ?? 0
        case .search: return nil
        }
    }

    /// The full-text token of `list`'s category or seller (see `CatalogImporter.shelfTokens`);
    /// nil for a search, or a category or seller the catalog does not have.
    func shelf(of list: ProductListing, _ db: Database) throws -> String? {
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

    /// `body`'s answer; should the file fail under it, the failure, remembered (the first
    /// one is `readFailure`, and `onFailure` hears of it so that the cache is rebuilt).
    func fetch<T>(_ body: (Database) throws -> T) throws(CatalogStoreError) -> T {
        do {
            return try queue.inDatabase(body)
        } catch {
            let failure = (error as? CatalogStoreError) ?? Self.storeError(error, path: path)
            let first = self.failure.withLock { remembered in
                defer { remembered = remembered ?? failure }
                return remembered == nil
            }
            if first { onFailure(failure) }
            throw failure
        }
    }

    /// The first read that failed since the store was opened.
    public var readFailure: CatalogStoreError? { failure.withLock { $0 } }

    /// SQLite's error as data; anything else (never expected) as a generic error code.
    static func storeError(_ error: any Error, path: String) -> CatalogStoreError {
        let code = (error as? DatabaseError)?.extendedResultCode.rawValue ?? 1
        return .readFailed(path: path, code: code)
    }
}
