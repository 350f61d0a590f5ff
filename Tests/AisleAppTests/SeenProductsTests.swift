import Navigation
import StateFiles
import Storefront
import Testing

@testable import AisleApp

/// The `seen` field of `navigation.json`: the price and stock of each product screen on the
/// path, written in path order and read leniently — it only ever adds a notice, so nothing in
/// it may cost the session.
@Suite("Seen products in the session", .timeLimit(.minutes(10)))
struct SeenProductsTests {
    typealias C = SessionCorpus
    static let path = #"[{"category":{"id":"coffee"}},{"product":{"id":"p-01"}}]"#

    static func seen(_ json: String) -> SeenProducts? {
        C.read(C.file(path: path, #","seen":\#(json)"#)).document?.seen
    }

    @Test func aSavedSessionRoundTripsItsFingerprints() throws {
        var state = try TestCatalog.state([
            .category(id: TestCatalog.coffee), .product(id: TestCatalog.beans),
            .seller(id: TestCatalog.roastery), .product(id: TestCatalog.kettle),
        ])
        state.positions[nil] = ListPosition()
        let document = SessionRestore.document(for: state)
        let seen = try #require(document.seen)
        #expect(seen.currency == .usd)
        #expect(seen.entries.map(\.id) == [TestCatalog.beans, TestCatalog.kettle])
        #expect(seen[TestCatalog.kettle] == ProductFingerprint(price: 4999, stock: 1))
        let bytes = try #require(document.encoded())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""seen""#))
        #expect(text.contains("1850"))
        #expect(C.read(bytes) == .document(document))
    }

    @Test func aPathWithoutProductsSavesNoSeen() throws {
        let state = try TestCatalog.state([.category(id: TestCatalog.coffee), .cart])
        let document = SessionRestore.document(for: state)
        #expect(document.seen == nil)
        let text = String(decoding: try #require(document.encoded()), as: UTF8.self)
        #expect(!text.contains("seen"))
    }

    @Test func anOlderFileWithoutSeenReadsAsBefore() throws {
        let document = try #require(C.read(C.file(path: Self.path)).document)
        #expect(document.seen == nil)
        #expect(document.path.count == 2)
    }

    @Test func wellFormedEntriesAreRead() throws {
        let seen = try #require(
            Self.seen(#"{"currency":"USD","products":[{"id":"p-01","price":1850,"stock":12}]}"#))
        #expect(seen[TestCatalog.beans] == ProductFingerprint(price: 1850, stock: 12))
    }

    /// A newer build's shape, damage or nonsense in `seen` never makes the file damaged: the
    /// session reads, without fingerprints or without the entries that could not be read.
    @Test(arguments: [
        #"42"#, #""USD""#, #"[]"#, #"null"#, #"{}"#, #"{"currency":"USD"}"#,
        #"{"currency":"XXX","products":[{"id":"p-01","price":1850,"stock":12}]}"#,
        #"{"currency":7,"products":[]}"#, #"{"currency":"USD","products":{"p-01":1}}"#,
        #"{"version":2,"fingerprints":[{"id":"p-01","hash":"ab12"}]}"#,
    ])
    func anUnreadableSeenIsIgnored(json: String) throws {
        let document = try #require(C.read(C.file(path: Self.path, #","seen":\#(json)"#)).document)
        #expect(document.seen == nil)
        #expect(document.path.count == 2)
    }

    @Test func entriesOfTheWrongShapeOrOutOfRangeAreSkipped() throws {
        let entries = [
            #"{"id":"p-02","price":-1,"stock":3}"#,
            #"{"id":"p-03","price":1000000001,"stock":0}"#,
            #"{"id":"p-05","price":3500,"stock":1000001}"#,
            #"{"id":"p-06","price":24.5,"stock":2}"#,
            #"{"id":7,"price":100,"stock":2}"#, #""p-07""#, #"[1,2]"#, #"{"id":"p-09"}"#,
            #"{"id":"p-01","price":1850,"stock":12,"sku":"newer field"}"#,
            #"{"id":"p-01","price":1,"stock":1}"#,
        ]
        let seen = try #require(
            Self.seen(#"{"currency":"USD","products":[\#(entries.joined(separator: ","))]}"#))
        // Unknown keys are ignored; the first entry for an id wins.
        #expect(seen.entries.map(\.id) == [TestCatalog.beans])
        #expect(seen[TestCatalog.beans] == ProductFingerprint(price: 1850, stock: 12))
    }

    /// At most one fingerprint per screen of the deepest path is read, and written.
    @Test func atMostOneEntryPerScreenOfTheDeepestPath() throws {
        let limit = SeenProducts.maximumEntries
        let entries = (0..<(limit + 50)).map { #"{"id":"q-\#($0)","price":1,"stock":1}"# }
        let seen = try #require(
            Self.seen(#"{"currency":"USD","products":[\#(entries.joined(separator: ","))]}"#))
        #expect(seen.entries.count == limit)
        #expect(seen.entries.last?.id == ProductID("q-\(limit - 1)"))
        var full = seen
        full.add(ProductFingerprint(price: 2, stock: 2), for: "another")
        #expect(full.entries.count == limit)
    }

    /// Another catalog's session keeps its `seen` when written back, as read or as made.
    @Test func anotherCatalogsSessionKeepsItsSeen() throws {
        var session = SessionDocument(path: [.product(id: TestCatalog.beans)], screens: [])
        var seen = SeenProducts(currency: .usd)
        seen.add(ProductFingerprint(price: 1850, stock: 12), for: TestCatalog.beans)
        session.seen = seen
        var top = SessionDocument(path: [], screens: [])
        top.catalog = "bundled"
        top.others = [CatalogSession(catalog: "/shop.json", session: session)]
        let bytes = try #require(top.encoded())
        let read = try #require(C.read(bytes).document)
        #expect(read.others.first?.session.seen == seen)
        #expect(C.read(try #require(read.encoded())).document?.others.first?.session.seen == seen)
    }

    /// A session too large to save drops its history first, then its fingerprints, before any
    /// other catalog's session or its own path.
    @Test func fingerprintsGiveWayAfterTheHistory() throws {
        let state = try TestCatalog.state([
            .category(id: TestCatalog.coffee), .product(id: TestCatalog.beans),
        ])
        let document = SessionRestore.document(for: state)
        var withoutHistory = document
        withoutHistory.history = nil
        let full = try #require(withoutHistory.encoded())
        let tight = try #require(document.encoded(limit: full.count - 1))
        let read = try #require(C.read(tight).document)
        #expect(read.history == nil)
        #expect(read.seen == nil)
        #expect(read.path == document.path)
        let roomyBytes = try #require(document.encoded(limit: full.count))
        let roomy = try #require(C.read(roomyBytes).document)
        #expect(roomy.history == nil)
        #expect(roomy.seen == document.seen)
    }
}
