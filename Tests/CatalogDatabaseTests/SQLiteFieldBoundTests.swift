import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// A SQLite catalog's fields are bounded by SQLite before they are read (`SourceRows`): a
/// field past the bound is refused unread, its product left out and named, and the rows
/// after it read. The bound is made small here so the fields stay small.
@Suite("A SQLite catalog's fields bounded while read", .timeLimit(.minutes(10)))
struct SQLiteFieldBoundTests {
    /// Records what the reader hands on.
    struct Recorder: CatalogSink {
        var products: [ProductID] = []
        mutating func currency(_ currency: Currency) throws(CatalogRejection) {}
        mutating func category(_ category: Category, _ record: CatalogRecord, offset: Int?)
            throws(CatalogRejection)
        {}
        mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
            throws(CatalogRejection)
        {}
        mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
            throws(CatalogRejection)
        { products.append(product.id) }
        mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {}
    }

    /// Reads the fixture catalog changed by `change` under a bound of 2,000 bytes.
    static func read(change: String) throws -> (Recorder, CatalogError?) {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        try SQLiteCatalogSourceTests.write(try Fixtures.catalog(), to: path, change: change)
        var recorder = Recorder()
        do {
            try SQLiteCatalogReader.read(path: path, into: &recorder, bound: 2_000)
            return (recorder, nil)
        } catch {
            return (recorder, error)
        }
    }

    /// The problems `error` names, one or several.
    static func issues(_ error: CatalogError?) -> [CatalogIssue] {
        switch error {
        case .invalid(let problem, let place): [CatalogIssue(problem, at: place)]
        case .several(let issues, _): issues
        default: []
        }
    }

    @Test func aDescriptionPastTheBoundLeavesItsProductOutNamed() throws {
        let (recorder, error) = try Self.read(
            change: "UPDATE products SET description = hex(zeroblob(1500)) WHERE id = 'p-02'")
        #expect(!recorder.products.contains("p-02"))
        #expect(recorder.products.contains("p-01"))
        #expect(recorder.products.contains("p-03"), "the scan goes on after the long row")
        let expected = CatalogIssue(
            .tooLong(field: "description", maximum: 2_000, unit: "bytes of UTF-8", found: nil),
            at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-02")))
        #expect(Self.issues(error) == [expected])
    }

    @Test func aLongOptionalValueIsTooLongNotAbsent() throws {
        // A variant's second value past the bound must not read as "no second value".
        let (_, error) = try Self.read(
            change: """
                ALTER TABLE products ADD COLUMN option1 TEXT;
                ALTER TABLE products ADD COLUMN option2 TEXT;
                ALTER TABLE products ADD COLUMN option3 TEXT;
                UPDATE products SET option1 = 'Size', option2 = hex(zeroblob(1500))
                    WHERE id = 'p-02';
                """)
        #expect(
            Self.issues(error).map(\.problem) == [
                .tooLong(field: "option2", maximum: 2_000, unit: "bytes of UTF-8", found: nil)
            ])
    }

    @Test func fieldsWithinTheBoundReadAsBefore() throws {
        let (recorder, error) = try Self.read(change: "")
        #expect(error == nil)
        #expect(recorder.products.count == (try Fixtures.catalog()).products.count)
    }
}
