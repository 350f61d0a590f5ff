/// What the user means to buy: lines in the order they were first added.
///
/// Quantities never exceed stock or `CartLine.maximumQuantity` and never drop below one
/// (decreasing the last unit removes the line). Each line keeps the price it was added at (`CartLine.priceWhenAdded`, to tell the user of a change); the catalog's current price is the price charged.
public struct Cart: Hashable, Sendable, Codable {
    /// The lines, oldest first.
    public private(set) var lines: [CartLine]

    /// A cart holding `lines`.
    public init(lines: [CartLine] = []) { self.lines = lines }

    /// Whether nothing is in the cart.
    public var isEmpty: Bool { lines.isEmpty }
    /// Units across all lines.
    public var itemCount: Int { lines.reduce(0) { Amounts.saturatingAdd($0, $1.quantity) } }

    /// The quantity of `product` in the cart (0 when absent).
    public func quantity(of product: ProductID) -> Int {
        lines.first { $0.product == product }?.quantity ?? 0
    }

    /// What trying to add a unit did.
    public enum AddOutcome: Equatable, Sendable {
        case added(newQuantity: Int)
        case outOfStock
        case atStockLimit(Int)
        /// The line already holds `CartLine.maximumQuantity` units.
        case atQuantityLimit(Int)
    }

    /// The change that adds one unit of `product` (remembering `price` as the price the user
    /// saw, and `name` as what it was called), or why none may: never beyond `stock` or `CartLine.maximumQuantity`.
    public func addingOne(
        _ product: ProductID, stock: Int, price: Int? = nil, name: String? = nil
    ) -> Result<CartChange, AddRefusal> {
        guard stock > 0 else { return .failure(.outOfStock) }
        let quantity = quantity(of: product)
        guard quantity < stock else { return .failure(.atStockLimit(stock)) }
        guard quantity < CartLine.maximumQuantity else {
            return .failure(.atQuantityLimit(CartLine.maximumQuantity))
        }
        return .success(.adjust(product, by: 1, price: price, name: name))
    }

    /// Adds one unit of `product` as `addingOne` allows.
    @discardableResult
    public mutating func add(
        _ product: ProductID, stock: Int, price: Int? = nil, name: String? = nil
    ) -> AddOutcome {
        switch addingOne(product, stock: stock, price: price, name: name) {
        case .success(let change):
            apply(change)
            return .added(newQuantity: quantity(of: product))
        case .failure(.outOfStock): return .outOfStock
        case .failure(.atStockLimit(let stock)): return .atStockLimit(stock)
        case .failure(.atQuantityLimit(let most)): return .atQuantityLimit(most)
        }
    }

    /// Why a unit cannot be added.
    public enum AddRefusal: Error, Equatable, Sendable {
        case outOfStock
        case atStockLimit(Int)
        case atQuantityLimit(Int)
    }

    /// The change that takes one unit from the line at `index`: the line goes with its last
    /// unit. Nil when there is no such line.
    public func takingOne(at index: Int) -> CartChange? {
        guard lines.indices.contains(index) else { return nil }
        let line = lines[index]
        return line.quantity > 1 ? .adjust(line.product, by: -1, price: nil) : .remove(line.product)
    }

    /// Removes the line at `index`.
    public mutating func remove(at index: Int) {
        guard lines.indices.contains(index) else { return }
        apply(.remove(lines[index].product))
    }

    /// Drops lines whose product the catalog no longer sells (or sells only in variants), merges repeated lines of one
    /// product into the first, and clamps quantities to `CartLine.maximumQuantity` and stock (a
    /// sold-out line keeps its quantity, so the user sees it and decides); returns the products
    /// that were dropped, so the user can be told. Throws, leaving the cart exactly as it was,
    /// when the catalog cannot tell whether a product is sold: a failed read drops nothing.
    public mutating func reconcile(with catalog: Catalog) throws(CatalogStoreError) -> [ProductID] {
        var products: [ProductID: Product] = [:]
        for line in lines where products[line.product] == nil {
            // A product now sold in variants is no longer sold as itself: the user chooses one.
            if let product = try catalog.storedItem(line.product), !product.hasVariants {
                products[line.product] = product
            }
        }
        var dropped: [ProductID] = []
        var merged: [CartLine] = []
        var indexByProduct: [ProductID: Int] = [:]
        for line in lines {
            guard products[line.product] != nil, line.quantity > 0 else {
                dropped.append(line.product)
                continue
            }
            if let index = indexByProduct[line.product] {
                let (sum, overflow) = merged[index].quantity.addingReportingOverflow(line.quantity)
                merged[index].quantity = overflow ? Int.max : sum
            } else {
                indexByProduct[line.product] = merged.count
                merged.append(line)
            }
        }
        lines = merged.map { line in
            var line = line
            line.quantity = min(line.quantity, CartLine.maximumQuantity)
            if let stock = products[line.product]?.unitsForSale, stock > 0 {
                line.quantity = min(line.quantity, stock)
            }
            return line
        }
        return dropped
    }

    /// The first line whose quantity the catalog cannot supply now, if any.
    public func lineShortOfStock(in catalog: Catalog) -> CartLine? {
        lines.first { line in
            (catalog.product(line.product)?.unitsForSale ?? 0) < line.quantity
        }
    }

    /// The sum of each line's current catalog price times its quantity, in minor units.
    /// Within the maxima it cannot overflow; it saturates at `Int.max` rather than trapping
    /// all the same.
    public func subtotal(in catalog: Catalog) -> Int {
        lines.reduce(0) { total, line in
            Amounts.saturatingAdd(total, line.total(at: catalog.product(line.product)?.price ?? 0))
        }
    }
}

extension Cart {
    /// What to call each of `products` (lines of this cart, most often ones just dropped):
    /// the name in `catalog`, else the name its line was added with, else its id.
    public func names(of products: [ProductID], in catalog: Catalog) -> [String] {
        products.map { id in
            lines.first { $0.product == id }?.displayName(in: catalog) ?? id.rawValue
        }
    }
}
