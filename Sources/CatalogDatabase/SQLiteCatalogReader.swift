import GRDB
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a catalog kept as a SQLite file (`--catalog shop.sqlite`), opened read-only, into a
/// `CatalogSink`, with the same checks and messages as a JSON catalog. The schema (README,
/// "Catalog as SQLite"): tables `catalog(currency)` with one row, `categories(id, name)`,
/// `sellers(id, name, about)` and `products(id, name, category, seller, price, stock,
/// description)`, optionally with `option1`…`option3` and a `variants` table
/// (`SQLiteCatalogReader.VariantRows`); catalog order is `rowid` order.
enum SQLiteCatalogReader {
    /// Whether the open file starts with SQLite's header.
    static func isSQLite(_ descriptor: Int32) -> Bool {
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 16, 0) }
        return count == 16 && header == Array("SQLite format 3\u{0}".utf8)
    }

    /// Reads the SQLite catalog at `path` into `sink`.
    /// No field longer than `bound` bytes is read (`SourceBound`); tests make it small.
    static func read(
        path: String, into sink: inout some CatalogSink, bound: Int = Catalog.maximumTextBytes
    ) throws(CatalogError) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "aisle.catalog-source"
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            var failure: CatalogError?
            try queue.read { db in
                // SQLite refuses a longer value unread (`SourceRows`).
                db.limitValueLength(to: bound)
                do throws(CatalogError) {
                    try records(db, into: &sink, bound: bound)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .unreadable(
                reason: "is not a readable SQLite catalog (\(CatalogStoreError.reason(error)))")
        }
    }

    private static func records(_ db: Database, into sink: inout some CatalogSink, bound: Int)
        throws(CatalogError)
    {
        let rows = SourceRows(db: db, bound: bound)
        let code = try rows.currency()
        guard let currency = Currency.known[code] else {
            throw .invalid(.unsupportedCurrency(code), at: CatalogPlace())
        }
        try place(nil) { () throws(CatalogRejection) in try sink.currency(currency) }
        // Every record's problem is logged and the record left out, as the JSON reader does;
        // the order of the rows stands in for offsets.
        var log = CatalogProblemLog()
        var order = 0
        func attempt(_ body: () throws(CatalogError) -> Void) throws(CatalogError) {
            defer { order += 1 }
            do throws(CatalogError) {
                try body()
            } catch {
                guard case .invalid(let problem, let where_) = error, problem != .empty,
                    where_.record != nil
                else { throw error }
                log.add(.init(problem, record: where_.record, offset: order, atEnd: false))
            }
        }
        try rows.each(.categories, columns: ["id", "name"]) { (record, row) throws(CatalogError) in
            try attempt { () throws(CatalogError) in
                let category = Category(id: CategoryID(try row.id()), name: try row.text("name"))
                try place(record) { () throws(CatalogRejection) in
                    try sink.category(category, record, offset: nil)
                }
            }
        }
        try rows.each(.sellers, columns: ["id", "name", "about"]) {
            (record, row) throws(CatalogError) in
            try attempt { () throws(CatalogError) in
                let seller = Seller(
                    id: SellerID(try row.id()), name: try row.text("name"),
                    about: try row.text("about"))
                try place(record) { () throws(CatalogRejection) in
                    try sink.seller(seller, record, offset: nil)
                }
            }
        }
        var variants = try VariantRows(rows)
        var columns = ["id", "name", "category", "seller", "price", "stock", "description"]
        if variants.productsNameOptions { columns += ["option1", "option2", "option3"] }
        if variants.productsSayInventory { columns.append("inventory") }
        try rows.each(.products, columns: columns) { (record, row) throws(CatalogError) in
            try attempt { () throws(CatalogError) in
                let id = try row.id()
                let sold = variants.take(id)
                let inventory = try row.inventory()
                // With variants, a product's own price and stock are theirs (lowest, sum).
                let product = Product(
                    id: ProductID(id), name: try row.text("name"),
                    category: CategoryID(try row.text("category")),
                    seller: SellerID(try row.text("seller")),
                    price: sold.isEmpty ? try row.integer("price") : 0,
                    stock: sold.isEmpty ? try row.stock(inventory: inventory) : 0,
                    description: try row.text("description"),
                    options: try variants.options(in: row),
                    variants: sold, inventory: inventory)
                try place(record) { () throws(CatalogRejection) in
                    try sink.product(product, record, offset: nil)
                }
            }
        }
        var atEnd = CatalogProblemLog()
        try place(nil) { () throws(CatalogRejection) in
            try sink.finish { rejection in
                atEnd.add(
                    .init(rejection.problem, record: rejection.record, offset: 0, atEnd: true))
            }
        }
        log.merge(atEnd)
        if let error = log.error(in: nil) { throw error }
        if let orphan = variants.orphanProblem { throw orphan }
    }

    /// Runs a sink call, turning its rejection into an error naming the record.
    private static func place(
        _ record: CatalogRecord?, _ body: () throws(CatalogRejection) -> Void
    ) throws(CatalogError) {
        do throws(CatalogRejection) {
            try body()
        } catch {
            throw .invalid(error.problem, at: CatalogPlace(record: error.record ?? record))
        }
    }
}
