import Storefront
import TestSupport
import Testing

extension CheckoutTests {
    @Suite("Order", .timeLimit(.minutes(10)))
    struct OrderTests {
        static let placedAt = "2026-11-21T17:24:16Z"
        static let address = ShippingAddress(
            name: "Ada Lovelace", email: "ada@example.com", street: "1 Main St",
            city: "Springfield",
            postalCode: "12345", countryCode: "US")
        static let visa = PaymentSummary.card(brand: .visa, lastFour: "4242")

        static func make(
            _ cart: Cart, catalog: Catalog? = nil, id: OrderID = "A-1",
            placedAt: String = placedAt, address: ShippingAddress = address,
            payment: PaymentSummary = visa
        ) throws -> Order? {
            Order.make(
                id: id, placedAt: placedAt, cart: cart, catalog: try catalog ?? Fixtures.catalog(),
                address: address, payment: payment)
        }

        @Test func linesCarryTodaysNameAndPriceAndTheTotalsAddUp() throws {
            let cart = Cart(lines: [
                CartLine(product: "p-01", quantity: 2), CartLine(product: "p-10", quantity: 1),
            ])
            let order = try #require(try Self.make(cart))
            #expect(
                order.lines == [
                    OrderLine(
                        product: "p-01", name: "House Blend Beans", unitPrice: 1850, quantity: 2),
                    OrderLine(product: "p-10", name: "Ceramic Mug", unitPrice: 1200, quantity: 1),
                ])
            #expect(order.lines.map(\.total) == [3700, 1200])
            // 4900 is under the US threshold: 5.99 shipping; (4900 + 599) × 7.25 % = 398.68.
            #expect(order.totals == Totals(subtotal: 4900, shipping: 599, tax: 399, total: 5898))
            #expect(order.itemCount == 3)
            #expect(order.id == "A-1")
            #expect(order.placedAt == Self.placedAt)
            #expect(order.placedOn == "2026-11-21")
            #expect(order.currency == .usd)
            #expect(order.address == Self.address)
            #expect(order.payment == Self.visa)
        }

        @Test func pricesAreTheCatalogsAsTheyAreNow() throws {
            var products = Fixtures.products
            let index = try #require(products.firstIndex { $0.id == "p-01" })
            products[index].price = 1999
            products[index].name = "House Blend Beans (new bag)"
            let cart = Cart(lines: [CartLine(product: "p-01", quantity: 3)])
            let order = try #require(
                try Self.make(cart, catalog: Fixtures.catalog(products: products)))
            #expect(
                order.lines == [
                    OrderLine(
                        product: "p-01", name: "House Blend Beans (new bag)", unitPrice: 1999,
                        quantity: 3)
                ])
            #expect(order.totals.subtotal == 5997)
            #expect(order.totals.shipping == 0)
        }

        @Test func productsNoLongerSoldAreSkipped() throws {
            let cart = Cart(lines: [
                CartLine(product: "p-gone", quantity: 1), CartLine(product: "p-07", quantity: 4),
                CartLine(product: "p-also-gone", quantity: 2),
            ])
            let order = try #require(try Self.make(cart))
            #expect(order.lines.map(\.product) == ["p-07"])
            #expect(order.totals.subtotal == 3980)
            #expect(order.itemCount == 4)
        }

        @Test(arguments: [
            Cart(),
            Cart(lines: [CartLine(product: "p-gone", quantity: 1)]),
            Cart(lines: [CartLine(product: "p-01", quantity: 0)]),
            Cart(lines: [CartLine(product: "p-01", quantity: -2)]),
        ])
        func nothingToOrderIsNil(cart: Cart) throws {
            #expect(try Self.make(cart) == nil)
        }

        static let oneBeans = Cart(lines: [CartLine(product: "p-01", quantity: 1)])

        @Test(arguments: ["", "XX", "United States"])
        func unknownCountryIsNil(code: String) throws {
            var address = Self.address
            address.countryCode = code
            #expect(try Self.make(Self.oneBeans, address: address) == nil)
        }

        @Test(arguments: [
            "", "2026-11-21", "2026-11-21 17:24:16Z", "2026-13-01T00:00:00Z",
            "2026-11-21T24:00:00Z", "2026-11-21T17:24:16+01:00", "２０２６-11-21T17:24:16Z",
        ])
        func aTimeThatWouldNotReadBackIsNil(placedAt: String) throws {
            #expect(try Self.make(Self.oneBeans, placedAt: placedAt) == nil)
        }

        @Test func anEmptyIDIsNil() throws {
            #expect(try Self.make(Self.oneBeans, id: "") == nil)
        }

        @Test(arguments: [
            PaymentSummary.card(brand: .unknown, lastFour: "4242"),
            .card(brand: .visa, lastFour: "42"),
            .card(brand: .visa, lastFour: ""),
        ])
        func aCardWithoutBrandOrFourDigitsIsNil(payment: PaymentSummary) throws {
            #expect(try Self.make(Self.oneBeans, payment: payment) == nil)
        }

        @Test func addressIsNormalizedAndCardMasked() throws {
            var typed = Self.address
            typed.name = "  Ada Lovelace "
            typed.countryCode = "us"
            let payment = PaymentSummary.card(brand: .visa, lastFour: "4242 4242 4242 9876")
            let order = try #require(try Self.make(Self.oneBeans, address: typed, payment: payment))
            #expect(order.address == Self.address)
            #expect(order.payment == .card(brand: .visa, lastFour: "9876"))
        }

        /// A catalog cannot hold a price past the maximum, but a cart value can hold any
        /// quantity: an order that would overflow, or break the maximum, is never made.
        @Test func amountsThatOverflowOrPassTheMaximaAreNil() throws {
            let catalog = try Fixtures.catalog()
            for quantity in [Int.max / 2, CartLine.maximumQuantity + 1] {
                let cart = Cart(lines: [CartLine(product: Fixtures.beans, quantity: quantity)])
                #expect(try Self.make(cart, catalog: catalog) == nil, "\(quantity)")
            }
            let most = Cart(lines: [CartLine(product: "p-02", quantity: CartLine.maximumQuantity)])
            #expect(try Self.make(most, catalog: catalog) != nil)
        }

        @Test func shippingFollowsTheCountry() throws {
            var address = Self.address
            address.countryCode = "DE"
            address.postalCode = "10115"
            let order = try #require(try Self.make(Self.oneBeans, address: address))
            // (1850 + 1499) × 19 % = 636.31
            #expect(order.totals == Totals(subtotal: 1850, shipping: 1499, tax: 636, total: 3985))
        }
    }
}
