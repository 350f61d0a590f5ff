import Navigation
import StateFiles
import Storefront
import Testing

@Suite("CartDocument", .timeLimit(.minutes(10)))
struct CartDocumentTests {
    /// `ArchiveReading` reduced to a comparable value (corrupt reasons are prose).
    enum Outcome: Equatable {
        case document(Cart)
        case foreign(String)
        case newer(Int)
        case corrupt
    }

    static func read(_ text: String) -> Outcome {
        read(Array(text.utf8))
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        switch CartDocument.read(bytes) {
        case .document(let cart): .document(cart)
        case .foreign(let format): .foreign(format)
        case .newer(let version): .newer(version)
        case .corrupt: .corrupt
        }
    }

    let cart = Cart(lines: [
        CartLine(product: "p-01", quantity: 2),
        CartLine(product: "p/ü 2", quantity: 1),
    ])

    @Test func savedFormIsTheDocumentedOne() throws {
        let bytes = try #require(
            CartDocument.encode(Cart(lines: [CartLine(product: "p-001", quantity: 2)])))
        #expect(
            String(decoding: bytes, as: UTF8.self) == """
                {
                  "format" : "aisle.cart",
                  "lines" : [
                    {
                      "product" : "p-001",
                      "quantity" : 2
                    }
                  ],
                  "version" : 1
                }
                """)
    }

    @Test func roundTrips() throws {
        #expect(Self.read(try #require(CartDocument.encode(cart))) == .document(cart))
        #expect(Self.read(try #require(CartDocument.encode(Cart()))) == .document(Cart()))
    }

    @Test func remembersPricesAndReadsCartsSavedBeforePricesWere() throws {
        let priced = Cart(lines: [CartLine(product: "p-01", quantity: 2, priceWhenAdded: 1850)])
        let bytes = try #require(CartDocument.encode(priced))
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""priceWhenAdded" : 1850"#))
        #expect(Self.read(bytes) == .document(priced))
        let old = #"{"format":"aisle.cart","version":1,"lines":[{"product":"p-01","quantity":2}]}"#
        #expect(Self.read(old) == .document(Cart(lines: [CartLine(product: "p-01", quantity: 2)])))
    }

    @Test func encodingIsByteStable() throws {
        #expect(
            try #require(CartDocument.encode(cart)) == (try #require(CartDocument.encode(cart))))
    }

    @Test func headerIsTheCartFormatVersionOne() {
        #expect(CartDocument.header == ArchiveHeader(format: "aisle.cart", version: 1))
    }

    @Test func nonPositiveQuantitiesAreDropped() {
        let json = """
            {"format":"aisle.cart","version":1,"lines":[
              {"product":"p-01","quantity":0},
              {"product":"p-02","quantity":3},
              {"product":"p-03","quantity":-4}]}
            """
        #expect(Self.read(json) == .document(Cart(lines: [CartLine(product: "p-02", quantity: 3)])))
    }

    @Test func productsNotInTheCatalogAreKeptUntilReconciled() {
        let json =
            #"{"format":"aisle.cart","version":1,"lines":[{"product":"p-gone","quantity":1}]}"#
        #expect(
            Self.read(json) == .document(Cart(lines: [CartLine(product: "p-gone", quantity: 1)])))
    }

    @Test(arguments: [
        (
            #"{"format":"aisle.navigation","version":1,"path":[]}"#,
            Outcome.foreign("aisle.navigation")
        ),
        (#"{"lines":[]}"#, .foreign("no format tag")),
        (#"{"format":"aisle.cart","version":2,"lines":[]}"#, .newer(2)),
        (#"{"format":"aisle.cart","version":2,"items":"a new shape"}"#, .newer(2)),
        (#"{"format":"aisle.cart","version":1}"#, .corrupt),
        (#"{"format":"aisle.cart","version":0,"lines":[]}"#, .corrupt),
        (#"{"format":"aisle.cart","lines":[]}"#, .corrupt),
        (
            #"{"format":"aisle.cart","version":1,"lines":[{"product":"p-01","quantity":"2"}]}"#,
            .corrupt
        ),
        (#"{"format":"aisle.cart","version":1,"lines":[{"product":"p-01"}]}"#, .corrupt),
        (
            #"{"format":"aisle.cart","version":1,"lines":[{"product":"p-01","quantity":1.5}]}"#,
            .corrupt
        ),
        (#"{"format":"aisle.cart","version":1,"lines":{}}"#, .corrupt),
        (#"{"format":"aisle.cart","version":1,"lines":[]"#, .corrupt),
        ("[]", .corrupt),
        ("", .corrupt),
    ])
    func outcomes(json: String, outcome: Outcome) {
        #expect(Self.read(json) == outcome)
    }
}
