import GRDB
import Storefront

/// One row read back from a catalog cache, its fields held to what the import wrote: the
/// cache is a file anyone can edit or a disk can damage, so a value of the wrong type, an id
/// no catalog may have or a negative count makes the cache damaged
/// (`CatalogStoreError.invalidValue`), never a crash or a wrong total.
struct CacheRow {
    let row: Row
    let path: String

    init(_ row: Row, path: String) {
        self.row = row
        self.path = path
    }

    /// The text in column `index`.
    func text(_ index: Int) throws(CatalogStoreError) -> String {
        guard case .string(let text) = (row[index] as DatabaseValue).storage else {
            throw .invalidValue(path: path, field: field(index))
        }
        return text
    }

    /// The id in column `index`, which must pass `Catalog.isValidID`.
    func identifier(_ index: Int) throws(CatalogStoreError) -> String {
        let id = try text(index)
        guard Catalog.isValidID(id) else { throw .invalidValue(path: path, field: field(index)) }
        return id
    }

    /// The whole number in column `index`.
    func integer(_ index: Int) throws(CatalogStoreError) -> Int {
        guard case .int64(let number) = (row[index] as DatabaseValue).storage else {
            throw .invalidValue(path: path, field: field(index))
        }
        return Int(number)
    }

    /// The count (a whole number from 0) in column `index`.
    func count(_ index: Int) throws(CatalogStoreError) -> Int {
        let number = try integer(index)
        guard number >= 0 else { throw .invalidValue(path: path, field: field(index)) }
        return number
    }

    /// The product in this row (`CatalogSchema.productColumns`), its price and stock within
    /// the catalog's maxima; `variants` reads the variants of the product at a position, asked
    /// only when the row names options.
    func product(
        variants: (_ position: Int) throws(CatalogStoreError) -> [Variant]
    ) throws(CatalogStoreError) -> Product {
        var options: [String] = []
        for index in 9...11 {
            guard !(row[index] as DatabaseValue).isNull else { break }
            options.append(try text(index))
        }
        let product = Product(
            id: ProductID(try identifier(0)), name: try text(1),
            category: CategoryID(try identifier(2)), seller: SellerID(try identifier(3)),
            price: try integer(4), stock: try integer(5), description: try text(6),
            options: options, variants: options.isEmpty ? [] : try variants(try count(8)),
            inventory: try inventory(12))
        switch Catalog.rangeProblem(of: product) {
        case .outOfRange(let field, _, _)?: throw .invalidValue(path: path, field: field)
        case .variants?: throw .invalidValue(path: path, field: "variant")
        default: return product
        }
    }

    /// The variant in this row (`CatalogSchema.variantColumns`); its values stop at the first
    /// NULL, and `Catalog.variantProblem` checks them with its product's.
    func variant() throws(CatalogStoreError) -> Variant {
        var values = [try text(1)]
        for index in 2...3 {
            guard !(row[index] as DatabaseValue).isNull else { break }
            values.append(try text(index))
        }
        return Variant(
            id: ProductID(try identifier(0)), values: values, price: try integer(4),
            stock: try integer(5), inventory: try inventory(6),
            sku: (row[7] as DatabaseValue).isNull ? nil : try identifier(7))
    }

    /// The `Inventory` in column `index`: NULL is counted.
    func inventory(_ index: Int) throws(CatalogStoreError) -> Inventory {
        guard !(row[index] as DatabaseValue).isNull else { return .counted }
        guard let inventory = Inventory(rawValue: try text(index)) else {
            throw .invalidValue(path: path, field: field(index))
        }
        return inventory
    }

    private func field(_ index: Int) -> String {
        index < row.columnNames.count ? Array(row.columnNames)[index] : "column \(index)"
    }
}
