import Navigation
import StateFiles
import Storefront
import Testing

extension CheckoutTests {
    @Suite("OrdersDocument", .timeLimit(.minutes(10)))
    struct OrdersDocumentTests {
        /// `ArchiveReading` reduced to a comparable value.
        enum Outcome: Equatable {
            case document([Order])
            case foreign(String)
            case newer(Int)
            case corrupt(String)
        }

        static func read(_ text: String) -> Outcome { read(Array(text.utf8)) }

        static func read(_ bytes: [UInt8]) -> Outcome {
            switch OrdersDocument.read(bytes) {
            case .document(let orders): .document(orders)
            case .foreign(let format): .foreign(format)
            case .newer(let version): .newer(version)
            case .corrupt(let reason): .corrupt(reason)
            }
        }

        static let invoiceOrder = Order(
            id: "A-1", placedAt: "2026-11-21T17:24:16Z", currency: .usd,
            lines: [
                OrderLine(product: "p-01", name: "House Blend Beans", unitPrice: 1850, quantity: 2)
            ],
            totals: Totals(subtotal: 3700, shipping: 599, tax: 312, total: 4611),
            address: ShippingAddress(
                name: "Ada Lovelace", email: "ada@example.com", street: "1 Main St",
                city: "Springfield", postalCode: "12345", countryCode: "US"),
            payment: .invoice)

        static let cardOrder = Order(
            id: "A-2", placedAt: "2026-11-22T08:00:00Z", currency: .usd,
            lines: [
                OrderLine(product: "p-09", name: "Burr Grinder", unitPrice: 12900, quantity: 1),
                OrderLine(product: "p/ü 2", name: "Crème \"Brûlée\"", unitPrice: 0, quantity: 3),
            ],
            totals: Totals(subtotal: 12900, shipping: 0, tax: 2451, total: 15351),
            address: ShippingAddress(
                name: "Åsa Öberg", email: "asa@example.se", street: "Drottninggatan 1",
                city: "Stockholm", postalCode: "114 55", countryCode: "SE"),
            payment: .card(brand: .amex, lastFour: "0005"))

        /// The currency is typed in memory and its code on disk; a well-formed code Aisle cannot
        /// format is kept as it is (written after the amount) and saved back unchanged.
        @Test(arguments: [("USD", "$46.11"), ("JPY", "¥4,611"), ("NOK", "46.11 NOK")])
        func currencyIsItsCodeOnDisk(code: String, total: String) throws {
            var order = Self.invoiceOrder
            order.currency = Currency(code: code)
            let bytes = try #require(OrdersDocument.encode([order]))
            #expect(String(decoding: bytes, as: UTF8.self).contains(#""currency" : "\#(code)""#))
            guard case .document(let read) = Self.read(bytes) else {
                Issue.record("not read back")
                return
            }
            #expect(read == [order])
            #expect(read.first?.currency.format(order.totals.total) == total)
        }

        @Test func savedFormIsTheDocumentedOne() throws {
            let text = String(
                decoding: try #require(OrdersDocument.encode([Self.invoiceOrder])), as: UTF8.self)
            #expect(
                text == """
                    {
                      "format" : "aisle.orders",
                      "orders" : [
                        {
                          "address" : {
                            "city" : "Springfield",
                            "countryCode" : "US",
                            "email" : "ada@example.com",
                            "name" : "Ada Lovelace",
                            "postalCode" : "12345",
                            "street" : "1 Main St"
                          },
                          "currency" : "USD",
                          "id" : "A-1",
                          "lines" : [
                            {
                              "name" : "House Blend Beans",
                              "product" : "p-01",
                              "quantity" : 2,
                              "unitPrice" : 1850
                            }
                          ],
                          "payment" : {
                            "invoice" : {

                            }
                          },
                          "placedAt" : "2026-11-21T17:24:16Z",
                          "totals" : {
                            "shipping" : 599,
                            "subtotal" : 3700,
                            "tax" : 312,
                            "total" : 4611
                          }
                        }
                      ],
                      "version" : 1
                    }
                    """)
        }

        @Test func headerIsTheOrdersFormatVersionOne() {
            #expect(OrdersDocument.header == ArchiveHeader(format: "aisle.orders", version: 1))
        }

        @Test(arguments: [[Order](), [invoiceOrder], [invoiceOrder, cardOrder]])
        func roundTrips(orders: [Order]) throws {
            let bytes = try #require(OrdersDocument.encode(orders))
            #expect(Self.read(bytes) == .document(orders))
            #expect(try #require(OrdersDocument.encode(orders)) == bytes)
        }

        @Test func aCardIsWrittenAsBrandAndLastFourOnly() throws {
            var order = Self.cardOrder
            order.payment = .card(brand: .amex, lastFour: "378282246310005")
            let text = String(decoding: try #require(OrdersDocument.encode([order])), as: UTF8.self)
            #expect(!text.contains("3782"))
            #expect(!text.contains("82246310"))
            #expect(text.contains(#""lastFour" : "0005""#))
        }

        /// The card order's JSON with `old` replaced by `new`, for one defect at a time.
        static func cardOrderJSON(replacing old: String, with new: String) -> String {
            // A failed encoding gives "", which the expectation below reports.
            let text = String(decoding: OrdersDocument.encode([cardOrder]) ?? [], as: UTF8.self)
            let replaced = text.replacing(old, with: new)
            #expect(replaced != text, "\(old) not found")
            return replaced
        }

        @Test(arguments: [
            (#""quantity" : 1"#, #""quantity" : -1"#, "line 1 has a quantity below 1"),
            (#""quantity" : 3"#, #""quantity" : 0"#, "line 2 has a quantity below 1"),
            (#""unitPrice" : 12900"#, #""unitPrice" : -12900"#, "line 1 has a negative price"),
            (#""total" : 15351"#, #""total" : 15352"#, "totals that do not add up"),
            (#""subtotal" : 12900"#, #""subtotal" : 12901"#, "totals that do not add up"),
            (#""tax" : 2451"#, #""tax" : -1"#, "totals that do not add up"),
            (#""shipping" : 0"#, #""shipping" : -5"#, "totals that do not add up"),
            (#""unitPrice" : 0"#, #""unitPrice" : 4611686018427387904"#, "price above 1000000000"),
            (#""unitPrice" : 0"#, #""unitPrice" : 1000000001"#, "price above 1000000000"),
            (#""quantity" : 3"#, #""quantity" : 9223372036854775807"#, "quantity above 999"),
            (#""quantity" : 3"#, #""quantity" : 1000"#, "quantity above 999"),
            (#""lastFour" : "0005""#, #""lastFour" : "378282246310005""#, "last four digits"),
            (#""lastFour" : "0005""#, #""lastFour" : "00a5""#, "last four digits"),
            (#""brand" : "amex""#, #""brand" : "unknown""#, "last four digits"),
            (#""placedAt" : "2026-11-22T08:00:00Z""#, #""placedAt" : "yesterday""#, "time"),
            (#""currency" : "USD""#, #""currency" : "usd""#, "currency"),
            (#""id" : "A-2""#, #""id" : """#, "empty id"),
        ])
        func impossibleValuesMakeTheFileCorrupt(old: String, new: String, reason: String) {
            let outcome = Self.read(Self.cardOrderJSON(replacing: old, with: new))
            guard case .corrupt(let found) = outcome else {
                Issue.record("expected corrupt, got \(outcome)")
                return
            }
            #expect(found.contains(reason), "\(found)")
        }

        @Test func anOrderWithNoLinesIsCorrupt() throws {
            var order = Self.invoiceOrder
            order.lines = []
            order.totals = Totals(subtotal: 0, shipping: 0, tax: 0, total: 0)
            #expect(
                Self.read(try #require(OrdersDocument.encode([Self.cardOrder, order])))
                    == .corrupt(#"order "A-1" has no lines"#))
        }

        @Test func twoOrdersWithOneIDAreCorrupt() throws {
            var copy = Self.cardOrder
            copy.placedAt = "2026-11-23T08:00:00Z"
            #expect(
                Self.read(
                    try #require(OrdersDocument.encode([Self.cardOrder, Self.invoiceOrder, copy])))
                    == .corrupt(#"order "A-2" appears twice"#))
        }

        @Test(arguments: [
            (#"{"format":"aisle.cart","version":1,"lines":[]}"#, Outcome.foreign("aisle.cart")),
            (#"{"orders":[]}"#, .foreign("no format tag")),
            (#"{"format":"aisle.orders","version":2,"orders":[]}"#, .newer(2)),
            (#"{"format":"aisle.orders","version":7,"orders":"a new shape"}"#, .newer(7)),
            (#"{"format":"aisle.orders","version":1,"orders":[]}"#, .document([])),
        ])
        func headerOutcomes(json: String, outcome: Outcome) {
            #expect(Self.read(json) == outcome)
        }

        @Test(arguments: [
            #"{"format":"aisle.orders","version":1}"#,
            #"{"format":"aisle.orders","version":0,"orders":[]}"#,
            #"{"format":"aisle.orders","orders":[]}"#,
            #"{"format":"aisle.orders","version":1,"orders":{}}"#,
            #"{"format":"aisle.orders","version":1,"orders":[{"id":"A-1"}]}"#,
            #"{"format":"aisle.orders","version":1,"orders":[]"#,
            "[]", "", "\u{FEFF}", "null",
            String(repeating: "[", count: 10_000),
        ])
        func malformedFilesAreCorrupt(json: String) {
            guard case .corrupt = Self.read(json) else {
                Issue.record("expected corrupt")
                return
            }
        }

        @Test func aFileWithAQuantityAsTextIsCorrupt() {
            let json = Self.cardOrderJSON(replacing: #""quantity" : 3"#, with: #""quantity" : "3""#)
            guard case .corrupt = Self.read(json) else {
                Issue.record("expected corrupt")
                return
            }
        }
    }
}
