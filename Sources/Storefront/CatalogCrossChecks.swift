/// The catalog rules that need more than one record, in one place for every `CatalogSink`
/// (`CatalogBuilder` in memory, `CatalogImporter` into the cache): ids unique within their
/// kind, names within bounds, and every product's category and seller known — at the end of
/// the file for the products that came before them ("pending until the end"). One method per
/// kind of record, called in file order; each throws the rejection the reader reports.
///
/// Product ids are kept here only when the caller asks (`keepsProductIDs`): the importer has a
/// million products' ids in its table already, under a `UNIQUE` constraint, and reports a clash
/// it finds there with `duplicate(_:first:_:_:)`, the same message.
public struct CatalogCrossChecks: Sendable {
    /// Each category's place in the file, by id.
    public private(set) var categories: [CategoryID: Int] = [:]
    /// Each seller's place in the file, by id.
    public private(set) var sellers: [SellerID: Int] = [:]
    /// Each product's place, by its id and its variants' ids; empty when the caller keeps
    /// product ids itself.
    public private(set) var products: [ProductID: Int] = [:]
    /// Whether product ids are checked here (`init`).
    public let keepsProductIDs: Bool
    /// Products whose category or seller had not come yet, by their place among the products.
    private var pending: [Pending] = []

    private struct Pending: Sendable {
        let position: Int
        let category: CategoryID
        let seller: SellerID
        let record: CatalogRecord
        let offset: Int?
    }

    /// Checks over a file of about `productCount` products; `keepsProductIDs` false leaves
    /// duplicate product ids to the caller.
    public init(keepsProductIDs: Bool = true, productCount: Int = 0) {
        self.keepsProductIDs = keepsProductIDs
        if keepsProductIDs { products.reserveCapacity(productCount) }
    }

    /// The next category: its name within bounds and its id not seen before. Returns its place.
    @discardableResult
    public mutating func category(_ category: Category, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection) -> Int
    {
        if let problem = Catalog.textProblem(name: category.name) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        return try Self.insert(category.id, into: &categories, record, offset)
    }

    /// The next seller, as `category`.
    @discardableResult
    public mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection) -> Int
    {
        if let problem = Catalog.textProblem(name: seller.name, about: seller.about) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        return try Self.insert(seller.id, into: &sellers, record, offset)
    }

    /// The next product, the `position`-th accepted: its fields within bounds and (when kept
    /// here) its id not seen before. Returns whether its category and seller are known now;
    /// if not, it waits for `finish`, which rejects it unless they came later in the file.
    public mutating func product(
        _ product: Product, at position: Int, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection) -> Bool {
        if let problem = Catalog.rangeProblem(of: product) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        if keepsProductIDs {
            // A variant's id names its product: ids are one namespace, what a cart line holds.
            let ids = [product.id] + product.variants.map(\.id)
            for id in ids {
                if let first = products[id] {
                    throw Self.duplicate(id.rawValue, first: first, record, offset)
                }
            }
            for id in ids { products[id] = position }
        }
        guard categories[product.category] == nil || sellers[product.seller] == nil else {
            return true
        }
        pending.append(
            Pending(
                position: position, category: product.category, seller: product.seller,
                record: record, offset: offset))
        return false
    }

    /// Takes back the product just checked at `position`, which the caller's store refused
    /// after all (its id was taken: `duplicate`), for a caller that keeps product ids itself
    /// (`keepsProductIDs` false): it was never accepted, so it does not wait for the end, and
    /// the next product takes its place.
    public mutating func withdrawProduct(at position: Int) {
        if pending.last?.position == position { pending.removeLast() }
    }

    /// The file has ended: each waiting product whose category or seller never came is handed
    /// to `report` (the category first); returns the places of those that are fine now, in
    /// file order.
    public mutating func finish(report: (CatalogRejection) -> Void) -> [Int] {
        defer { pending = [] }
        return pending.compactMap { waiting in
            let problem: CatalogProblem? =
                if categories[waiting.category] == nil {
                    .unknownCategory(waiting.category.rawValue)
                } else if sellers[waiting.seller] == nil {
                    .unknownSeller(waiting.seller.rawValue)
                } else {
                    nil
                }
            guard let problem else { return waiting.position }
            report(CatalogRejection(problem, record: waiting.record, offset: waiting.offset))
            return nil
        }
    }

    /// The rejection of `record`, whose id `id` the record at place `first` of the same kind
    /// already had.
    public static func duplicate(
        _ id: String, first: Int, _ record: CatalogRecord, _ offset: Int?
    ) -> CatalogRejection {
        var earlier = record
        earlier.index = first
        earlier.id = nil
        return CatalogRejection(.duplicateID(id, first: earlier), record: record, offset: offset)
    }

    private static func insert<Tag>(
        _ id: Identifier<Tag>, at position: Int? = nil, into index: inout [Identifier<Tag>: Int],
        _ record: CatalogRecord, _ offset: Int?
    ) throws(CatalogRejection) -> Int {
        if let first = index[id] {
            throw duplicate(id.rawValue, first: first, record, offset)
        }
        let place = position ?? index.count
        index[id] = place
        return place
    }
}
