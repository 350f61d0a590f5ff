import Navigation
import StateFiles
import Storefront
import TestSupport
import Testing

/// Issue 4's bad-file corpus for `cart.json` and `orders.json`, and the round-trip property
/// for both: bad files read to the documented outcome without crashing; any cart or orders the
/// app can hold read back unchanged, and saving is byte-stable.
@Suite("Bad cart and orders files", .timeLimit(.minutes(10)))
struct CartAndOrdersCorpusTests {
    /// The outcome of a read, without the body: what the caller does with the file.
    enum Verdict: Equatable { case document, foreign(String), newer(Int), corrupt }

    /// One of the two kinds of user-data file.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case cart, orders

        var testDescription: String { rawValue }
        var format: String { self == .cart ? "aisle.cart" : "aisle.orders" }
        var body: String { self == .cart ? #""lines":[]"# : #""orders":[]"# }

        /// A full valid file as the app writes it.
        var valid: [UInt8] {
            let bytes =
                self == .cart
                ? CartDocument.encode(CartAndOrdersCorpusTests.cart)
                : OrdersDocument.encode(CartAndOrdersCorpusTests.orders)
            // An empty file reads as corrupt, so a failed encoding fails every test using it.
            return bytes ?? []
        }

        func read(_ bytes: [UInt8]) -> Verdict {
            switch self {
            case .cart: CartAndOrdersCorpusTests.verdict(CartDocument.read(bytes))
            case .orders: CartAndOrdersCorpusTests.verdict(OrdersDocument.read(bytes))
            }
        }
    }

    static func verdict<Body>(_ reading: ArchiveReading<Body>) -> Verdict {
        switch reading {
        case .document: .document
        case .foreign(let format): .foreign(format)
        case .newer(let version): .newer(version)
        case .corrupt: .corrupt
        }
    }

    /// The cart a file holds, `nil` for any other outcome.
    static func cartBody(_ bytes: [UInt8]) -> Cart? {
        if case .document(let cart) = CartDocument.read(bytes) { cart } else { nil }
    }

    static func cartBody(_ text: String) -> Cart? { cartBody(Array(text.utf8)) }

    /// The orders a file holds, `nil` for any other outcome.
    static func ordersBody(_ bytes: [UInt8]) -> [Order]? {
        if case .document(let orders) = OrdersDocument.read(bytes) { orders } else { nil }
    }

    static let cart = Cart(lines: [
        CartLine(product: "p-01", quantity: 2, priceWhenAdded: 1850),
        CartLine(product: "p/ü \"2\"", quantity: 1),
        CartLine(product: "p-\u{1B}[31m\u{202E}", quantity: 40, priceWhenAdded: 0),
    ])

    static let orders: [Order] = {
        var cart = Cart()
        cart.add(Fixtures.kettle, stock: 1)
        cart.add(Fixtures.cookbook, stock: 2)
        cart.add(Fixtures.cookbook, stock: 2)
        let address = ShippingAddress(
            name: "Åsa \"Ö\" Berg", email: "asa@example.se", street: "Gatan 1 \\ 2",
            city: "Stockholm", postalCode: "114 55", countryCode: "SE")
        let made = (try? Fixtures.catalog()).flatMap { catalog in
            Order.make(
                id: "A-1", placedAt: "2026-11-21T17:24:16Z", cart: cart, catalog: catalog,
                address: address, payment: .card(brand: .visa, lastFour: "4242"))
        }
        let invoice = Order(
            id: "A-2", placedAt: "2026-11-22T08:00:00Z", currency: .usd,
            lines: [
                OrderLine(
                    product: "p-01", name: "Beans \u{1B}]0;x\u{7}", unitPrice: 1850, quantity: 2)
            ],
            totals: Pricing.totals(
                subtotal: 3700, country: Countries.country(code: "US"), currency: .usd),
            address: address, payment: .invoice)
        return (made.map { [$0] } ?? []) + [invoice]
    }()

    // MARK: The corpus every file kind shares

    /// A save cut short at any byte is corrupt; only the whole file (with or without an
    /// editor's final newline) reads.
    @Test(arguments: Kind.allCases)
    func everyTruncationIsCorruptOrTheWholeDocument(kind: Kind) {
        let bytes = kind.valid + [0x0A]
        var wrong: [Int] = []
        for length in 0...bytes.count {
            let expected: Verdict = length >= bytes.count - 1 ? .document : .corrupt
            if kind.read(Array(bytes.prefix(length))) != expected { wrong.append(length) }
        }
        #expect(bytes.count > 300)
        #expect(wrong.isEmpty, "prefix lengths with the wrong outcome: \(wrong.prefix(20))")
    }

    @Test(arguments: Kind.allCases)
    func paddingEmptinessAndNoise(kind: Kind) {
        #expect(kind.read([]) == .corrupt)
        #expect(kind.read([0] + kind.valid) == .corrupt)
        #expect(kind.read(kind.valid + [UInt8](repeating: 0, count: 512)) == .corrupt)
        #expect(kind.read(Array(" \n".utf8) + kind.valid + Array("\n\n".utf8)) == .document)
        var random = SeededRandom(seed: kind == .cart ? 3 : 4)
        for index in 0..<150 {
            let noise = random.bytes(Int.random(in: 0...400, using: &random))
            let header = Array(#"{"format":"\#(kind.format)","version":1,"#.utf8)
            #expect(
                kind.read(index.isMultiple(of: 2) ? noise : header + noise) != .document,
                "case \(index)")
        }
        #expect(kind.read(random.bytes(10 * 1_024 * 1_024)) == .corrupt)
    }

    @Test(arguments: Kind.allCases)
    func headerOutcomes(kind: Kind) {
        let other = kind == .cart ? "aisle.orders" : "aisle.cart"
        #expect(
            kind.read(Array(#"{"format":"\#(other)","version":1,\#(kind.body)}"#.utf8))
                == .foreign(other))
        #expect(
            kind.read(Array(#"{"format":"aisle.navigation","version":1,"path":[]}"#.utf8))
                == .foreign("aisle.navigation"))
        #expect(kind.read(Array(#"{"version":1,\#(kind.body)}"#.utf8)) == .foreign("no format tag"))
        #expect(
            kind.read(Array(#"{"format":"\#(kind.format)","version":2,"x":"garbage"}"#.utf8))
                == .newer(2))
        #expect(
            kind.read(Array(#"{"format":"\#(kind.format)","version":77,\#(kind.body)}"#.utf8))
                == .newer(77))
        #expect(
            kind.read(Array(#"{"format":"\#(kind.format)","version":0,\#(kind.body)}"#.utf8))
                == .corrupt)
    }

    @Test(arguments: Kind.allCases, [40, 500, 100_000])
    func deepNestingIsCorrupt(kind: Kind, depth: Int) {
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let key = kind == .cart ? "lines" : "orders"
        #expect(
            kind.read(Array(#"{"format":"\#(kind.format)","version":1,"\#(key)":[\#(deep)]}"#.utf8))
                == .corrupt)
        #expect(kind.read(Array(String(repeating: #"{"a":"#, count: depth).utf8)) == .corrupt)
    }

    /// Issue 4: invalid UTF-8 and duplicate keys are rejected, even where Foundation's decoder
    /// would not notice (it takes the first of two keys, and skips strings nobody decodes).
    @Test(arguments: Kind.allCases)
    func invalidUTF8AndDuplicateKeysAreCorrupt(kind: Kind) {
        let head = #"{"format":"\#(kind.format)","version":1,\#(kind.body),"#
        let ignored = Array((head + #""note":""#).utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        let twice =
            head
            + (kind == .cart ? #""lines":[{"product":"p-01","quantity":1}]}"# : #""orders":[]}"#)
        #expect(kind.read(ignored) == .corrupt)
        #expect(kind.read(Array(twice.utf8)) == .corrupt)
    }
}

extension CartAndOrdersCorpusTests {
    // MARK: What only a cart or only an order can get wrong

    static func cartFile(_ lines: String, _ rest: String = "") -> String {
        #"{"format":"aisle.cart","version":1,"lines":\#(lines)\#(rest)}"#
    }

    /// Quantities are the one number a cart holds: none below one survives reading, and any
    /// that does is clamped to stock when the cart meets the catalog.
    @Test func outOfRangeQuantities() throws {
        let lines =
            #"[{"product":"p-01","quantity":0},{"product":"p-02","quantity":-9223372036854775808},"#
            + #"{"product":"p-05","quantity":9223372036854775807},{"product":"p-07","quantity":3,"priceWhenAdded":null}]"#
        var cart = try #require(Self.cartBody(Self.cartFile(lines)))
        #expect(cart.lines.map(\.product) == ["p-05", "p-07"])
        #expect(cart.lines.map(\.quantity) == [CartLine.maximumQuantity, 3], "clamped on reading")
        #expect(try cart.reconcile(with: try Fixtures.catalog()).isEmpty)
        #expect(cart.lines.map(\.quantity) == [5, 3], "clamped to stock")
        for number in ["1e30", "99999999999999999999", "2.5", #""2""#, "null", "true"] {
            #expect(
                Self.cartBody(Self.cartFile(#"[{"product":"p-01","quantity":\#(number)}]"#)) == nil,
                "\(number)")
        }
    }

    @Test func extraFieldsAtEveryLevelAreIgnored() throws {
        let text = Self.cartFile(
            #"[{"product":"p-01","quantity":2,"gift":true,"x":{"y":[]}}]"#, #","x":[1,{}]"#)
        #expect(Self.cartBody(text) == Cart(lines: [CartLine(product: "p-01", quantity: 2)]))
        let plain = String(
            decoding: try #require(OrdersDocument.encode(Self.orders)), as: UTF8.self)
        let extra = plain.replacing(#""quantity" : "#, with: #""x" : [null], "quantity" : "#)
            .replacing(#""lastFour" : "#, with: #""number" : "4242424242424242", "lastFour" : "#)
            .replacing(#""version" : 1"#, with: #""version" : 1, "x" : {"y" : 2}"#)
        #expect(extra != plain)
        let read = Self.ordersBody(Array(extra.utf8))
        #expect(read == Self.orders)
        // A full card number smuggled into the file never comes back out of it.
        #expect(
            !String(decoding: try #require(OrdersDocument.encode(read ?? [])), as: UTF8.self)
                .contains(
                    "4242424242424242"))
    }

    /// Escapes, bidi controls and awkward characters in ids and names are kept as data.
    @Test func hostileTextIsKeptAsData() throws {
        let hostile = "\u{1B}[2J\u{202E}\u{0}\u{9B}\"\\/\u{FEFF}👍🏽e\u{301}"
        let cart = Cart(lines: [CartLine(product: ProductID(hostile), quantity: 1)])
        #expect(Self.cartBody(try #require(CartDocument.encode(cart))) == cart)
        var order = Self.orders[Self.orders.count - 1]
        order.id = OrderID(hostile)
        order.lines[0].name = hostile
        order.address.street = hostile
        #expect(Self.ordersBody(try #require(OrdersDocument.encode([order]))) == [order])
    }

    // MARK: Round trips

    static let pieces = [
        "a", "7", "p-001", " ", "\"", "\\", "/", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}",
        "\u{202E}",
        "é", "e\u{301}", "日本", "👍🏽", "👨‍👩‍👧", "🇯🇵", "\u{FFFF}", "\u{10FFFF}", "\n",
    ]

    static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? "a"
        }.joined()
    }

    static func randomCart(_ random: inout SeededRandom) -> Cart {
        Cart(
            lines: (0..<Int.random(in: 0...8, using: &random)).map { _ in
                CartLine(
                    product: ProductID(text(&random)),
                    quantity: Bool.random(using: &random)
                        ? Int.random(in: 1...99, using: &random) : CartLine.maximumQuantity,
                    priceWhenAdded: Bool.random(using: &random)
                        ? nil : Int.random(in: 0...Catalog.maximumPrice, using: &random))
            })
    }

    /// A valid "YYYY-MM-DDTHH:MM:SSZ" between 1970 and 9999.
    static func timestamp(_ random: inout SeededRandom) -> String {
        func two(_ range: ClosedRange<Int>) -> String {
            let value = Int.random(in: range, using: &random)
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let year = Int.random(in: 1970...9999, using: &random)
        return "\(year)-\(two(1...12))-\(two(1...28))T\(two(0...23)):\(two(0...59)):\(two(0...59))Z"
    }

    static func randomOrder(_ random: inout SeededRandom, index: Int) -> Order {
        let lines = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            OrderLine(
                product: ProductID(text(&random)), name: text(&random),
                unitPrice: Int.random(in: 0...10_000_000, using: &random),
                quantity: Int.random(in: 1...500, using: &random))
        }
        let country =
            Bool.random(using: &random) ? Countries.all.randomElement(using: &random) : nil
        let brands: [CardBrand] = [.visa, .mastercard, .amex, .discover, .jcb, .dinersClub]
        let lastFour = (0..<4).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        return Order(
            id: OrderID(text(&random) + "#\(index)"),
            placedAt: timestamp(&random),
            currency: Currency(
                code: ["USD", "EUR", "JPY", "XYZ"].randomElement(using: &random) ?? "USD"),
            lines: lines,
            totals: Pricing.totals(
                subtotal: lines.reduce(0) { $0 + $1.total }, country: country,
                currency: .usd),
            address: ShippingAddress(
                name: text(&random), email: text(&random), street: text(&random),
                city: text(&random),
                postalCode: text(&random), countryCode: country?.id ?? ""),
            payment: Bool.random(using: &random)
                ? .invoice
                : .card(brand: brands.randomElement(using: &random) ?? .visa, lastFour: lastFour))
    }

    @Test(arguments: [UInt64(1), 99])
    func generatedCartsAndOrdersReadBackByteStable(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<150 {
            let cart = Self.randomCart(&random)
            let cartBytes = try #require(CartDocument.encode(cart))
            let cartRead = Self.cartBody(cartBytes)
            #expect(cartRead == cart, "seed \(seed), cart \(index)")
            #expect(cartRead.flatMap(CartDocument.encode) == cartBytes)

            let orders = (0..<Int.random(in: 0...3, using: &random)).map {
                Self.randomOrder(&random, index: $0)
            }
            let bytes = try #require(OrdersDocument.encode(orders))
            guard let read = Self.ordersBody(bytes) else {
                Issue.record(
                    "seed \(seed), orders \(index): \(String(decoding: bytes, as: UTF8.self))")
                continue
            }
            #expect(read == orders, "seed \(seed), orders \(index)")
            #expect(try #require(OrdersDocument.encode(read)) == bytes)
        }
    }
}
