import Foundation
import TestSupport
import Testing

@testable import Storefront

/// The reader on its own: valid catalogs of every shape read back exactly, and any damage to
/// one ends in a located error, never a crash or a wrong catalog.
@Suite(.timeLimit(.minutes(10))) struct CatalogReaderTests {
    /// Awkward text for names: escapes JSONEncoder writes, non-ASCII, emoji, controls (not NUL,
    /// which a file's reader turns into U+FFFD as the cache must: `escapesAreResolved`).
    static let texts = [
        "Kettle", "Café Moreno", "Kyōka 🍵", "say \"hi\"", "back\\slash", "line\nbreak\ttab",
        "a/b", "", "\u{1}\u{1F}\u{7F}", "Müller — 12\" pan", "\u{202E}evil", "日本の茶",
    ]

    /// The file as Aisle documents it, for JSONEncoder to write.
    struct File: Encodable {
        var currency: String
        var categories: [Category]
        var sellers: [Seller]
        var products: [Product]
    }

    /// A random catalog within the rules: prices and stock up to their maxima, text from
    /// `texts`, ids from the allowed characters.
    static func randomCatalog(seed: UInt64, products count: Int) throws -> Catalog {
        var random = SeededRandom(seed: seed)
        let categories = (0..<3).map {
            Category(id: CategoryID("c-\($0)"), name: random.pick(texts))
        }
        let sellers = (0..<4).map {
            Seller(id: SellerID("s_\($0).x~"), name: random.pick(texts), about: random.pick(texts))
        }
        let products = (0..<count).map { index in
            Product(
                id: ProductID("P-\(index)"), name: random.pick(texts),
                category: random.pick(categories).id, seller: random.pick(sellers).id,
                price: random.pick([0, 1, 1850, Catalog.maximumPrice]),
                stock: random.pick([0, 3, Catalog.maximumStock]), description: random.pick(texts))
        }
        let currency = random.pick(["USD", "EUR", "JPY"])
        return try Catalog(
            currency: Currency.known[currency] ?? .usd, categories: categories, sellers: sellers,
            products: products)
    }

    static func json(_ catalog: Catalog, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted] : []
        let file = File(
            currency: catalog.currency.code, categories: catalog.categories,
            sellers: catalog.sellers, products: catalog.products)
        return Array(try encoder.encode(file))
    }

    @Test(arguments: [(1, 200), (2, 30), (3, 1), (4, 0)])
    func generatedCatalogsReadBackExactly(seed: UInt64, products: Int) throws {
        let catalog = try Self.randomCatalog(seed: seed, products: products)
        for pretty in [false, true] {
            let bytes = try Self.json(catalog, pretty: pretty)
            #expect(try Catalog.decode(bytes) == catalog, "pretty: \(pretty)")
        }
    }

    @Test func bundledCatalogReadsLikeItsGeneratorWroteIt() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CatalogTests.bundledPath)))
        let catalog = try Catalog.decode(bytes)
        #expect(try Catalog.decode(try Self.json(catalog, pretty: true)) == catalog)
        #expect(catalog.products.count >= 150)
    }

    /// Escapes a hand-written file may use, each with the text it stands for.
    @Test(arguments: [
        (#""a\"b\\c\/d\be\ff\ng\rh\ti""#, "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"),
        (#""caf\u00e9 \u00E9 \u4e2d""#, "café é 中"),
        (#""tea \ud83c\udf75""#, "tea 🍵"),
        // NUL is read as U+FFFD, as the SQLite cache would keep it: what a shopper sees.
        (#""a\u0000b""#, "a\u{FFFD}b"),
        ("\"Kyōka 🍵 \u{7F}\"", "Kyōka 🍵 \u{7F}"),
    ])
    func escapesAreResolved(written: String, text: String) throws {
        let json = CatalogBadRecordTests.Sample.json(
            third: CatalogBadRecordTests.Sample.product("p-003", ["name": written]))
        #expect(try Catalog.decode(Array(json.utf8)).product("p-003")?.name == text)
    }

    @Test func escapedKeysAndTrailingCommasReadAsTheDecoderReadThem() throws {
        let json = CatalogBadRecordTests.Sample.json(
            third: #"{"\u0069d": "p-003", "name": "N", "category": "coffee", "seller": "s-one", "#
                + #""price": 5, "stock": 0, "description": "", "tags": [1, 2,],}"#)
        #expect(try Catalog.decode(Array(json.utf8)).product("p-003")?.price == 5)
    }

    /// Every prefix of a small catalog, and every byte dropped, fails with a located error.
    @Test func everyTruncationAndDropFailsLocated() throws {
        let bytes = try Self.json(try Self.randomCatalog(seed: 7, products: 3), pretty: true)
        var unlocated: [String] = []
        var variants = (0..<bytes.count).map { Array(bytes.prefix($0)) }
        variants += bytes.indices.map { index in
            var copy = bytes
            copy.remove(at: index)
            return copy
        }
        for variant in variants {
            do {
                _ = try Catalog.decode(variant)
                // Dropping a byte inside a name or a digit of a number can leave a valid file.
                #expect(variant.count == bytes.count - 1)
            } catch .invalid(let problem, let place) {
                if place.line == nil && problem != .empty {
                    unlocated.append(String(decoding: variant, as: UTF8.self))
                }
            } catch .several(let issues, _) {
                if issues.contains(where: { $0.place.line == nil }) {
                    unlocated.append(String(decoding: variant, as: UTF8.self))
                }
            } catch {
                unlocated.append(String(decoding: variant, as: UTF8.self))
            }
        }
        #expect(unlocated == [])
    }

    /// Seeded random damage: the reader never crashes, and every refusal names a line.
    @Test func mutatedCatalogsFailLocatedOrReadWithinTheRules() throws {
        let original = try Self.json(try Self.randomCatalog(seed: 9, products: 4), pretty: false)
        let alphabet = Array(#"{}[],:"\-.0123456789eEuDdn tfl "#.utf8) + [0x00, 0xFF, 0xC3, 0x0A]
        var random = SeededRandom(seed: 42)
        var refused = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[at] = random.pick(alphabet)
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(random.pick(alphabet), at: at)
                default:
                    let end = min(bytes.count, at + Int.random(in: 1...12, using: &random))
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                }
            }
            do {
                let catalog = try Catalog.decode(bytes)
                #expect(catalog.products.allSatisfy { Catalog.rangeProblem(of: $0) == nil })
            } catch .invalid(_, let place) {
                refused += 1
                #expect(place.line != nil, "\(String(decoding: bytes, as: UTF8.self))")
            } catch .several(let issues, let more) {
                refused += 1
                #expect(issues.count >= 2 && issues.count <= CatalogProblemLog.limit && more >= 0)
                #expect(issues.allSatisfy { $0.place.line != nil })
            } catch {
                Issue.record("not a content error: \(error)")
            }
        }
        #expect(refused > 1000)
    }

    /// A sink sees records one at a time, in file order, with where each starts.
    @Test func recordsStreamToASinkInFileOrder() throws {
        struct Log: CatalogSink {
            var events: [String] = []
            mutating func currency(_ currency: Currency) { events.append(currency.code) }
            mutating func category(_ category: Category, _ record: CatalogRecord, offset: Int?) {
                events.append("\(record.description)@\(offset ?? -1)")
            }
            mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?) {
                events.append(record.description)
            }
            mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?) {
                events.append("\(product.id)")
            }
            mutating func finish(report: (CatalogRejection) -> Void) { events.append("end") }
        }
        let json =
            #"{"products": [{"id": "p", "name": "", "category": "c", "seller": "s", "#
            + #""price": 1, "stock": 1, "description": ""}], "categories": [{"id": "c", "#
            + #""name": ""}], "sellers": [], "currency": "JPY"}"#
        var log = Log()
        try CatalogReader.read(Array(json.utf8), into: &log)
        let bytes = Array(json.utf8)
        let marker = Array(#"{"id": "c""#.utf8)
        let category = bytes.indices.first { bytes[$0...].starts(with: marker) } ?? -1
        #expect(log.events == ["p", #"categories[0] (id "c")@\#(category)"#, "JPY", "end"])
    }
}
