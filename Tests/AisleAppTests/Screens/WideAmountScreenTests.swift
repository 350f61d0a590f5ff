import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Amounts wider than dollars on every screen that lays them out: eleven rings at
/// 1,050,000 ₫ are 11,550,000 ₫, and a Bahraini dinar has three decimals (BHD 1.250). Each
/// amount must stand whole, apart from the words and figures beside it. Review, the order
/// and the orders read right already (their amounts are flush right at their own width);
/// the product lists' price column was fixed at 11 (10 when narrow) and cut 12,500,000 ₫.
@Suite("Wide amounts on every screen", .timeLimit(.minutes(10)))
struct WideAmountScreenTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)]

    /// A one-product catalog in `code` with the ring at `price` minor units.
    static func catalog(_ code: String, price: Int) throws -> Catalog {
        let ring = Product(
            id: "ring", name: "Silver Ring", category: "rings", seller: "vj", price: price,
            stock: 20, description: "")
        return try Catalog(
            currency: Currency(code: code), categories: [Category(id: "rings", name: "Rings")],
            sellers: [Seller(id: "vj", name: "Vietjewelers", about: "")], products: [ring])
    }

    /// On Review with eleven rings for the United States, paid by invoice.
    static func review(_ code: String, price: Int) throws -> AppState {
        var state = AppState(
            catalog: try catalog(code, price: price),
            cart: Cart(lines: [CartLine(product: "ring", quantity: 11)]),
            path: RoutePath([.cart, .checkout(step: .review)]), orders: [],
            today: CheckoutFixture.today)
        state.draft.shipping = CheckoutFixture.shipping(
            street: "1 Main St", city: "Springfield", postalCode: "12345", country: "US")
        return state
    }

    static func rows(_ state: AppState, _ size: Size) -> [String] {
        AppView.render(state, size: size).lines
    }

    /// Some row holds `label` and ` amount` (a space before it, so nothing runs into it).
    static func expectRow(
        _ rows: [String], _ label: String, _ amount: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            rows.contains { $0.contains(label) && $0.contains(" " + amount) },
            "\(label) \(amount):\n\(rows.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: sizes)
    func reviewShowsTheDongAmountsWhole(size: Size) throws {
        let rows = Self.rows(try Self.review("VND", price: 1_050_000), size)
        Self.expectRow(rows, "Silver Ring", "11,550,000 ₫")
        Self.expectRow(rows, "Total", "₫")
        if size.rows >= 24 {
            Self.expectRow(rows, "Subtotal", "11,550,000 ₫")
            Self.expectRow(rows, "Shipping", "free")
        }
    }

    @Test(arguments: sizes)
    func theOrderAndTheOrdersShowTheDongAmountsWhole(size: Size) throws {
        var state = try Self.review("VND", price: 1_050_000)
        let order = try #require(
            CheckoutFixture.place(&state, id: "A-261121-TEST", placedAt: "2026-11-21T17:24:16Z"))
        // 11,550,000 ₫ ships free to the US (from 1,300,000 ₫); tax 7.25 % is 837,375 ₫.
        #expect(order.totals.total == 12_387_375)
        state.path = RoutePath([.orders, .order(id: order.id)])
        let rows = Self.rows(state, size)
        Self.expectRow(rows, "Silver Ring", "11,550,000 ₫")
        // At 40×10 the "placed" notice covers the total's row.
        if size.rows >= 24 { Self.expectRow(rows, "Total", "12,387,375 ₫") }
        state.path = RoutePath([.orders])
        Self.expectRow(Self.rows(state, size), "A-261121-TEST", "12,387,375 ₫")
    }

    @Test(arguments: sizes)
    func threeDecimalDinarsStandApart(size: Size) throws {
        var state = try Self.review("BHD", price: 1_250)
        let review = Self.rows(state, size)
        Self.expectRow(review, "Silver Ring", "13.750 BHD")
        // Below 19.000 BHD, shipping to the US is 2.300 BHD.
        if size.rows >= 24 { Self.expectRow(review, "Shipping", "2.300 BHD") }
        let order = try #require(
            CheckoutFixture.place(&state, id: "A-261121-TEST", placedAt: "2026-11-21T17:24:16Z"))
        state.path = RoutePath([.orders, .order(id: order.id)])
        Self.expectRow(Self.rows(state, size), "Silver Ring", "13.750 BHD")
    }

    @Test(arguments: sizes)
    func aListPriceWiderThanItsColumnKeepsItsStockApart(size: Size) throws {
        var state = AppState(
            catalog: try Self.catalog("VND", price: 12_500_000),
            path: RoutePath([.category(id: "rings")]))
        state.cart = Cart()
        let rows = Self.rows(state, size)
        let row = try #require(rows.first { $0.contains("Silver") }, "\(rows)")
        #expect(row.contains(" 12,500,000 ₫ "), "\(row)")
    }
}
