import GRDB
import Storefront

/// The sink that writes a catalog's records into a new cache database as `CatalogReader`
/// reads them, holding no more than one record and the ids of categories and sellers: a
/// million products import in bounded memory. The rules are `CatalogBuilder`'s, from the same
/// `CatalogCrossChecks`, with the same messages; only a duplicate product id is caught by the
/// table's `UNIQUE` constraint (the checks keep no product ids here) and reported as they
/// would.
struct CatalogImporter: CatalogSink {
    /// How often, in products, `progress` is told.
    static let progressInterval = 4096

    let db: Database
    /// Where the full-text index is written, on its own thread.
    let search: SearchIndexWriter
    /// Told the byte offset reached and the products written, every `progressInterval`.
    let progress: (_ offset: Int, _ products: Int) -> Void

    private(set) var currency: Currency?
    /// The rules that need other records; product ids are left to the table.
    private var checks = CatalogCrossChecks(keepsProductIDs: false)
    /// Each seller's name as the search index holds it.
    private var sellerNames: [SellerID: String] = [:]
    private var categoryCounts: [CategoryID: Int] = [:]
    private var sellerCounts: [SellerID: Int] = [:]
    private(set) var productCount = 0
    /// How many variants were written: until there is one, no product id need be looked up.
    private var variantCount = 0
    /// Whether the reader reached the end of the file (`finish`): only then may an import
    /// that left records out keep the rest (`CatalogImport.build`).
    private(set) var finished = false
    /// Why a write failed, when one did (see `storageFailed`).
    private(set) var storageFailure: (any Error)?
    /// Products whose category or seller had not been read yet, by position: indexed for
    /// search once the file has ended, if `checks` finds them fine then.
    private var pending: [Int: (product: Product, text: ProductText)] = [:]

    init(db: Database, search: SearchIndexWriter, progress: @escaping (Int, Int) -> Void) {
        self.db = db
        self.search = search
        self.progress = progress
    }

    mutating func currency(_ currency: Currency) throws(CatalogRejection) {
        self.currency = currency
    }

    mutating func category(
        _ category: Category, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection) {
        let position = try checks.category(category, record, offset: offset)
        try run(
            "INSERT INTO category(position, id, name) VALUES (?, ?, ?)",
            [position, category.id.rawValue, CacheText.stored(category.name)], record, offset)
    }

    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        let position = try checks.seller(seller, record, offset: offset)
        sellerNames[seller.id] = SearchText.indexable(seller.name)
        try run(
            "INSERT INTO seller(position, id, name, about) VALUES (?, ?, ?, ?)",
            [
                position, seller.id.rawValue, CacheText.stored(seller.name),
                CacheText.stored(seller.about),
            ], record, offset)
    }

    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        try self.product(product, ProductText(product), record, offset: offset)
    }

    /// `product(_:_:offset:)` with its search and sort text already made (by the reader's
    /// thread, in `RecordPipeline`, so that this one only writes).
    mutating func product(
        _ product: Product, _ text: ProductText, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection) {
        let position = productCount
        // The record's own rules first, as the in-memory builder checks them, so both give
        // the same message; then the ids the table's constraints cannot see across tables.
        let known = try checks.product(product, at: position, record, offset: offset)
        do throws(CatalogRejection) {
            try checkVariantIDs(of: product, record, offset)
        } catch {
            checks.withdrawProduct(at: position)
            throw error
        }
        let categoryRank = categoryCounts[product.category, default: 0]
        let sellerRank = sellerCounts[product.seller, default: 0]
        let options = (0..<3).map {
            product.options.indices.contains($0) ? product.options[$0] : nil
        }
        do {
            try db.cachedStatement(
                sql: "INSERT INTO product VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            ).execute(arguments: [
                position, product.id.rawValue, CacheText.stored(product.name),
                product.category.rawValue, product.seller.rawValue, product.price, product.stock,
                CacheText.stored(product.description),
                categoryRank, sellerRank, text.sortName, text.nameKey,
                options[0].map(CacheText.stored), options[1].map(CacheText.stored),
                options[2].map(CacheText.stored), Self.stored(product.inventory),
            ])
            try insertVariants(of: product, at: position)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            let first = try? Int.fetchOne(
                db, sql: "SELECT position FROM product WHERE id = ?",
                arguments: [product.id.rawValue])
            checks.withdrawProduct(at: position)
            throw CatalogCrossChecks.duplicate(
                product.id.rawValue, first: first ?? 0, record, offset)
        } catch {
            throw storageFailed(error)
        }
        categoryCounts[product.category] = categoryRank + 1
        sellerCounts[product.seller] = sellerRank + 1
        productCount += 1
        if known {
            index(product, text, at: position)
        } else {
            pending[position] = (product, text)
        }
        if productCount % Self.progressInterval == 0 { progress(offset ?? 0, productCount) }
    }

    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {
        finished = true
        for position in checks.finish(report: report) {
            guard let (product, text) = pending.removeValue(forKey: position) else { continue }
            index(product, text, at: position)
        }
        // What is left waited for a category or seller that never came: refused, and taken
        // out again, so that an import that keeps the rest keeps only what it shows.
        for (position, waiting) in pending.sorted(by: { $0.key > $1.key }) {
            try withdraw(waiting.product, at: position)
        }
        pending = [:]
        for (id, count) in categoryCounts {
            try run(
                "UPDATE category SET productCount = ? WHERE id = ?", [count, id.rawValue], nil, nil)
        }
        for (id, count) in sellerCounts {
            try run(
                "UPDATE seller SET productCount = ? WHERE id = ?", [count, id.rawValue], nil, nil)
        }
    }

    /// Removes the product written at `position` (and its variants), closing the gap it
    /// leaves in its category's and seller's ranks, which pages are read by.
    private mutating func withdraw(_ product: Product, at position: Int) throws(CatalogRejection) {
        guard
            let ranks = try? Row.fetchOne(
                db, sql: "SELECT categoryRank, sellerRank FROM product WHERE position = ?",
                arguments: [position])
        else { return }
        let categoryRank: Int = ranks[0]
        let sellerRank: Int = ranks[1]
        try run("DELETE FROM variant WHERE product = ?", [position], nil, nil)
        try run("DELETE FROM product WHERE position = ?", [position], nil, nil)
        try run(
            "UPDATE product SET categoryRank = categoryRank - 1 WHERE category = ? AND categoryRank > ?",
            [product.category.rawValue, categoryRank], nil, nil)
        try run(
            "UPDATE product SET sellerRank = sellerRank - 1 WHERE seller = ? AND sellerRank > ?",
            [product.seller.rawValue, sellerRank], nil, nil)
        categoryCounts[product.category, default: 1] -= 1
        sellerCounts[product.seller, default: 1] -= 1
        productCount -= 1
    }

    /// How many sellers were written.
    var sellerCount: Int { checks.sellers.count }

    /// Refuses `product` when its id or a variant's is already a product's or a variant's:
    /// ids are one namespace, what a cart line names.
    private mutating func checkVariantIDs(
        of product: Product, _ record: CatalogRecord, _ offset: Int?
    ) throws(CatalogRejection) {
        guard variantCount > 0 || product.hasVariants else { return }
        for id in [product.id] + product.variants.map(\.id) {
            let first: Int?
            do {
                first =
                    try Int.fetchOne(
                        db.cachedStatement(sql: "SELECT product FROM variant WHERE id = ?"),
                        arguments: [id.rawValue])
                    ?? (id == product.id
                        ? nil
                        : Int.fetchOne(
                            db.cachedStatement(sql: "SELECT position FROM product WHERE id = ?"),
                            arguments: [id.rawValue]))
            } catch {
                throw storageFailed(error)
            }
            if let first {
                throw CatalogCrossChecks.duplicate(id.rawValue, first: first, record, offset)
            }
        }
    }

    /// Writes `product`'s variants, in order, under its position.
    private mutating func insertVariants(of product: Product, at position: Int) throws {
        for (rank, variant) in product.variants.enumerated() {
            let values = (0..<3).map {
                variant.values.indices.contains($0) ? CacheText.stored(variant.values[$0]) : nil
            }
            try db.cachedStatement(
                sql: "INSERT INTO variant VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            ).execute(arguments: [
                variant.id.rawValue, position, rank, values[0], values[1], values[2],
                variant.price, variant.stock, Self.stored(variant.inventory), variant.sku,
            ])
        }
        variantCount += product.variants.count
    }

    /// `inventory` as the cache keeps it: NULL for counted, what every catalog meant before.
    static func stored(_ inventory: Inventory) -> String? {
        inventory == .counted ? nil : inventory.rawValue
    }

    /// Adds `product` (whose category and seller are known) to the search index.
    private func index(_ product: Product, _ text: ProductText, at position: Int) {
        let category = checks.categories[product.category] ?? 0
        let seller = checks.sellers[product.seller] ?? 0
        search.add(
            SearchIndexWriter.Row(
                position: position, name: text.name, seller: sellerNames[product.seller] ?? "",
                description: text.description,
                shelf: Self.shelfTokens(category: category, seller: seller)))
    }

    /// The `shelf` column of a product in category `category` sold by seller `seller` (their
    /// places in the catalog): `c3 s41`, what a filtered shelf's query asks for.
    static func shelfTokens(category: Int, seller: Int) -> String { "c\(category) s\(seller)" }

    private mutating func run(
        _ sql: String, _ arguments: StatementArguments, _ record: CatalogRecord?, _ offset: Int?
    ) throws(CatalogRejection) {
        do {
            try db.cachedStatement(sql: sql).execute(arguments: arguments)
        } catch {
            throw storageFailed(error)
        }
    }

    /// A write that failed for the database's sake (a full disk), not the catalog's: kept for
    /// `CatalogImport` to report, and the read stopped with a rejection it will not show.
    private mutating func storageFailed(_ error: any Error) -> CatalogRejection {
        storageFailure = error
        return CatalogRejection(.empty, record: nil, offset: nil)
    }
}

/// A product's text as the cache stores it for search (`SearchText.indexable`, and the name's
/// key for exact and leading matches) and for the name order (`SearchFolding.fold`).
struct ProductText: Sendable {
    var name: String
    var description: String
    var sortName: String
    var nameKey: String

    init(_ product: Product) {
        name = SearchText.indexable(product.name)
        // Variants' SKUs are searchable with the text, though a variant's id is not its SKU.
        // So are its keywords (a Shopify export's tags), which are not shown.
        let unseen = product.keywords + product.variants.compactMap(\.sku)
        description = SearchText.indexable(
            unseen.isEmpty
                ? product.description
                : product.description + "\n" + unseen.joined(separator: " "))
        sortName = SearchFolding.fold(product.name)
        nameKey = SearchText.keyTokens(of: product.name).joined(separator: " ")
    }
}
