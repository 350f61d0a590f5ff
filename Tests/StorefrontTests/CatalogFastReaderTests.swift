import Foundation
import TestSupport
import Testing

@testable import Storefront

/// The fast reader against the decoder: on every file it accepts it must build exactly the
/// decoder's catalog, and on everything else it must give up so the decoder explains.
@Suite struct CatalogFastReaderTests {
    /// What the decoder path alone makes of `bytes`.
    static func reference(_ bytes: [UInt8]) -> Result<Catalog, CatalogError> {
        Result { () throws(CatalogError) in try Catalog.decodeWithDecoder(bytes) }
    }

    /// What `Catalog.decode`, fast path first, makes of `bytes`.
    static func decoded(_ bytes: [UInt8]) -> Result<Catalog, CatalogError> {
        Result { () throws(CatalogError) in try Catalog.decode(bytes) }
    }

    @Test func bundledCatalogReadsLikeTheDecoder() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CatalogTests.bundledPath)))
        let fast = try #require(CatalogFastReader.catalog(from: bytes))
        #expect(Self.reference(bytes) == .success(fast))
        #expect(fast.products.count >= 150)
    }

    @Test(arguments: [(1, 1000), (2, 300), (3, 50), (4, 7), (5, 0)])
    func generatedCatalogsReadLikeTheDecoder(seed: UInt64, products: Int) throws {
        let bytes = Array(GeneratedCatalog.json(seed: seed, products: products).utf8)
        let fast = try #require(CatalogFastReader.catalog(from: bytes))
        #expect(Self.reference(bytes) == .success(fast))
        #expect(fast.products.count == products)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var json: String
        var testDescription: String { label }
    }

    /// Unusual but valid files the reader handles itself.
    static let accepted: [Case] = [
        Case(label: "simple escapes", json: sample(name: #""a\"b\\c\/d\be\ff\ng\rh\ti""#)),
        Case(label: "BMP escapes", json: sample(name: #""caf\u00e9 \u00E9 \u4e2d""#)),
        Case(label: "surrogate pair", json: sample(name: #""tea \ud83c\udf75""#)),
        Case(label: "escaped NUL", json: sample(name: #""a\u0000b""#)),
        Case(label: "raw UTF-8 and DEL", json: sample(name: "\"Kyōka 🍵 \u{7F}\"")),
        Case(label: "zero and 18 digits", json: sample(price: "999999999999999999", stock: "0")),
        Case(
            label: "unknown keys of every kind",
            json: sample(extra: #""tags": ["a", -1, true, false, null, {"x": {"y": []}}], "n": {}"#)
        ),
        Case(
            label: "white space everywhere",
            json: " \r\n\t"
                + sample().replacingOccurrences(
                    of: ",", with: " \t\r\n, \n") + "\n\t "),
        Case(
            label: "empty lists",
            json: #"{"products": [], "sellers": [], "categories": [], "currency": "JPY"}"#),
    ]

    @Test(arguments: accepted)
    func unusualValidFilesReadLikeTheDecoder(_ example: Case) throws {
        let bytes = Array(example.json.utf8)
        let fast = try #require(CatalogFastReader.catalog(from: bytes))
        #expect(Self.reference(bytes) == .success(fast))
    }

    /// Files the reader leaves to the decoder: wrong ones, and valid ones it does not handle.
    static let givenUp: [Case] = [
        Case(label: "empty", json: ""),
        Case(label: "top-level array", json: "[]"),
        Case(label: "byte order mark", json: "\u{FEFF}" + sample()),
        Case(label: "trailing text", json: sample() + "x"),
        Case(label: "trailing comma", json: sample(extra: #""x": 1,"#)),
        Case(label: "cut off", json: String(sample().dropLast())),
        Case(label: "fraction", json: sample(price: "18.5")),
        Case(label: "whole fraction", json: sample(price: "18.0")),
        Case(label: "exponent", json: sample(price: "1e3")),
        Case(label: "negative", json: sample(price: "-1")),
        Case(label: "negative zero", json: sample(stock: "-0")),
        Case(label: "leading zero", json: sample(price: "01")),
        Case(label: "19 digits", json: sample(price: "1000000000000000000")),
        Case(label: "overflow", json: sample(price: "99999999999999999999999")),
        Case(label: "number as string", json: sample(stock: #""3""#)),
        Case(label: "null field", json: sample(name: "null")),
        Case(
            label: "missing field",
            json: sample().replacingOccurrences(
                of: #""stock": 3, "#, with: "")),
        Case(label: "repeated field", json: sample(extra: #""price": 2"#)),
        Case(label: "repeated unknown key", json: sample(extra: #""x": 1, "x": 2"#)),
        Case(label: "escaped key", json: sample(extra: #""\u0069d": "p-9""#)),
        Case(label: "non-ASCII key", json: sample(extra: "\"\u{212A}\": 1")),
        Case(label: "fraction in unknown key", json: sample(extra: #""rating": 4.5"#)),
        Case(label: "deep unknown value", json: sample(extra: #""x": [[[[[[[[[1]]]]]]]]]"#)),
        Case(label: "lone high surrogate", json: sample(name: #""\ud800x""#)),
        Case(label: "lone low surrogate", json: sample(name: #""\udc00""#)),
        Case(label: "bad escape", json: sample(name: #""\x41""#)),
        Case(label: "raw tab in string", json: sample(name: "\"a\tb\"")),
        Case(label: "unknown currency", json: sample(currency: "XXX")),
        Case(label: "bad id", json: sample(id: "p 1")),
        Case(label: "empty id", json: sample(id: "")),
        Case(label: "unknown category", json: sample(category: "nope")),
        Case(label: "duplicate product", json: sample(twice: true)),
    ]

    @Test(arguments: givenUp)
    func unusualFilesAreLeftToTheDecoder(_ example: Case) {
        let bytes = Array(example.json.utf8)
        #expect(CatalogFastReader.catalog(from: bytes) == nil)
        #expect(Self.decoded(bytes) == Self.reference(bytes))
    }

    @Test func invalidUTF8IsLeftToTheDecoder() throws {
        var bytes = Array(Self.sample(name: #""Kettle""#).utf8)
        bytes[try #require(bytes.firstIndex(of: UInt8(ascii: "K")))] = 0xFF
        #expect(CatalogFastReader.catalog(from: bytes) == nil)
        #expect(Self.decoded(bytes) == Self.reference(bytes))
    }

    /// Seeded random damage to a valid catalog: the reader gives up or agrees, never differs.
    @Test func mutatedCatalogsNeverDiffer() {
        let original = Array(GeneratedCatalog.json(seed: 9, products: 4).utf8)
        let alphabet = Array(#"{}[],:"\-.0123456789eEuDdn tfl "#.utf8) + [0x00, 0xFF, 0xC3, 0x0A]
        var random = SeededRandom(seed: 42)
        var accepted = 0
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
            guard let fast = CatalogFastReader.catalog(from: bytes) else { continue }
            accepted += 1
            #expect(
                Self.reference(bytes) == .success(fast), "\(String(decoding: bytes, as: UTF8.self))"
            )
        }
        // Some mutations land in text and stay valid; the agreement check must have run.
        #expect(accepted > 100)
    }

    /// A one-product catalog with raw JSON fragments put in; `extra` is appended to the product.
    static func sample(
        currency: String = "USD", id: String = "p-1", name: String = #""Kettle""#,
        category: String = "coffee", price: String = "1850", stock: String = "3",
        extra: String? = nil, twice: Bool = false
    ) -> String {
        let more = extra.map { ", " + $0 } ?? ""
        let product =
            #"{"id": "\#(id)", "name": \#(name), "category": "\#(category)", "seller": "s-1", "#
            + #""price": \#(price), "stock": \#(stock), "description": "Nice."\#(more)}"#
        return #"{"currency": "\#(currency)", "categories": [{"id": "coffee", "name": "Tea"}], "#
            + #""sellers": [{"id": "s-1", "name": "Moreno", "about": "Roasts."}], "products": ["#
            + (twice ? product + ", " : "") + product + "]}"
    }
}

/// Catalogs made up from a seed: names with every kind of escape and non-ASCII text, keys in
/// shuffled order, unknown keys and varied white space, all of them valid.
enum GeneratedCatalog {
    /// JSON string literals, as written in the file.
    static let texts = [
        #""Kettle""#, #""Café Moreno""#, #""Kyōka 🍵""#, #""say \"hi\"""#, #""back\\slash""#,
        #""line\nbreak\ttab""#, #""caf\u00e9""#, #""\ud83c\udf75 tea""#, #""a\/b""#, #""""#,
        #""\u0000""#, #""Müller Küchenwerk — 12\" pan""#,
    ]
    static let extras = [
        #""tags": ["new", 2, null]"#, #""rating": 4"#, #""meta": {"a": {"b": [true, false]}}"#,
        #""note": "\u00e9""#,
    ]
    static let spaces = ["", " ", "\n  ", "\t", "\r\n"]

    static func json(seed: UInt64, products count: Int) -> String {
        var random = SeededRandom(seed: seed)
        func space() -> String { random.pick(spaces) }
        func object(_ fields: [String]) -> String {
            var members = fields
            if Int.random(in: 0..<4, using: &random) == 0 { members.append(random.pick(extras)) }
            members.shuffle(using: &random)
            return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
        }
        let categories = (0..<3).map { index in
            object([#""id": "c-\#(index)""#, #""name": \#(random.pick(texts))"#])
        }
        let sellers = (0..<4).map { index in
            object([
                #""id": "s_\#(index).x~""#, #""name": \#(random.pick(texts))"#,
                #""about": \#(random.pick(texts))"#,
            ])
        }
        var products: [String] = []
        products.reserveCapacity(count)
        for index in 0..<count {
            let price = random.pick([
                0, 1, 1850, Int.random(in: 0..<1_000_000_000_000, using: &random),
            ])
            products.append(
                object([
                    #""id": "p-\#(index)""#, #""name": \#(random.pick(texts))"#,
                    #""category": "c-\#(Int.random(in: 0..<3, using: &random))""#,
                    #""seller": "s_\#(Int.random(in: 0..<4, using: &random)).x~""#,
                    #""price": \#(price)"#,
                    #""stock": \#(Int.random(in: 0..<500, using: &random))"#,
                    #""description": \#(random.pick(texts))"#,
                ]))
        }
        return object([
            #""currency": "\#(random.pick(["USD", "EUR", "JPY"]))""#,
            #""categories": ["# + categories.joined(separator: ",") + "]",
            #""sellers": ["# + sellers.joined(separator: "," + space()) + "]",
            #""products": ["# + products.joined(separator: "," + space()) + "]",
        ])
    }
}
