/// Receives a catalog's records one at a time, in file order, as `CatalogReader` reads them.
/// The in-memory `Catalog` is built by one (`CatalogBuilder`); an import into a database can be
/// another, so that no more than one record need be held at a time.
///
/// The reader has already checked each record's shape, ids, price and stock; a sink checks
/// what needs other records (unique ids, known categories and sellers) and throws a
/// `CatalogRejection`, which the reader locates in the file and reports with the others; the
/// record rejected is left out, and reading goes on. A rejection whose problem is `.empty`
/// stops the read and is never reported (the sink has a reason of its own, a full disk).
public protocol CatalogSink {
    /// The catalog's currency.
    mutating func currency(_ currency: Currency) throws(CatalogRejection)
    /// The next entry of `categories`; `offset` is where its record starts in the file.
    mutating func category(
        _ category: Category, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection)
    /// The next entry of `sellers`.
    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    /// The next entry of `products`.
    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    /// The file has ended: the checks that had to wait for every record, each problem handed
    /// to `report` (a product whose category never came); throws only to stop at once.
    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection)
}

/// A sink's refusal of a record: the problem, the record and where it starts in the file
/// (nil for records that come from no file).
public struct CatalogRejection: Error, Equatable, Sendable {
    /// What is wrong.
    public var problem: CatalogProblem
    /// The record it is wrong in.
    public var record: CatalogRecord?
    /// The byte offset of the record in the file.
    public var offset: Int?

    /// A rejection from its parts.
    public init(_ problem: CatalogProblem, record: CatalogRecord?, offset: Int?) {
        self.problem = problem
        self.record = record
        self.offset = offset
    }
}
