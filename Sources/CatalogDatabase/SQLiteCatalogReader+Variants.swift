import GRDB
import Storefront

extension SQLiteCatalogReader {
    /// The optional `variants` table of a SQLite catalog (README, "A catalog as SQLite"):
    /// `variants(product, id, value1, value2, value3, price, stock)`, grouped by the product
    /// id they name, each product's in `rowid` order; empty when there is no such table. A
    /// product's option names are its `option1`…`option3` columns.
    struct VariantRows {
        private(set) var byProduct: [String: [Variant]] = [:]
        /// Whether `products` has the `option1`…`option3` columns.
        let productsNameOptions: Bool
        /// Whether `products` has an `inventory` column (`Inventory`; NULL is counted).
        let productsSayInventory: Bool

        init(_ rows: SourceRows) throws(CatalogError) {
            let db = rows.db
            do {
                let productColumns = Set(try db.columns(in: "products").map(\.name))
                productsNameOptions = productColumns.contains("option1")
                productsSayInventory = productColumns.contains("inventory")
                guard try db.tableExists("variants") else { return }
                // `inventory` and `sku` are optional: NULL when the table lacks them.
                let present = Set(try db.columns(in: "variants").map(\.name))
                let optional = ["inventory", "sku"].map { present.contains($0) ? $0 : "NULL" }
                let columns =
                    ["product", "id", "value1", "value2", "value3", "price", "stock"].map {
                        SourceRows.Column(sql: "\"\($0)\"", name: $0)
                    }
                    + zip(optional, ["inventory", "sku"]).map {
                        SourceRows.Column(sql: $0 == "NULL" ? "NULL" : "\"\($0)\"", name: $1)
                    }
                var byProduct: [String: [Variant]] = [:]
                try rows.scan(
                    "variants", columns, record: { CatalogRecord(.products, $0, id: $1) }
                ) { (_, fields) throws(CatalogError) in
                    let product = try fields.text("product")
                    var values = [try fields.text("value1")]
                    // Values stop at the first NULL, as the cache reads them.
                    for column in ["value2", "value3"] {
                        guard !fields.isNull(column) else { break }
                        values.append(try fields.text(column))
                    }
                    byProduct[product, default: []].append(
                        Variant(
                            id: ProductID(try fields.id()), values: values,
                            price: try fields.integer("price"),
                            stock: try fields.stock(inventory: try fields.inventory()),
                            inventory: try fields.inventory(),
                            sku: fields.isNull("sku") ? nil : try fields.id("sku")))
                }
                self.byProduct = byProduct
            } catch let error as CatalogError {
                throw error
            } catch {
                throw .unreadable(reason: CatalogStoreError.reason(error))
            }
        }

        /// The option names in `row` (up to the first NULL), when `products` has them.
        func options(in row: SourceRow) throws(CatalogError) -> [String] {
            guard productsNameOptions else { return [] }
            var names: [String] = []
            for column in ["option1", "option2", "option3"] {
                guard !row.isNull(column) else { break }
                names.append(try row.text(column))
            }
            return names
        }

        /// The variants of product `id`, taken so that those left name no product.
        mutating func take(_ id: String) -> [Variant] {
            byProduct.removeValue(forKey: id) ?? []
        }

        /// What is wrong once every product is read: variants of a product not in `products`.
        var orphanProblem: CatalogError? {
            guard let product = byProduct.keys.min() else { return nil }
            return .invalid(
                .variants(
                    "the \"variants\" table names product \(String(reflecting: product)), "
                        + "which is not in \"products\""), at: CatalogPlace())
        }
    }
}
