import Foundation
import Storefront
import TestSupport
import Testing

@Suite("Cart", .timeLimit(.minutes(10)))
struct CartTests {
    let beans: ProductID = "p-01"
    let mug: ProductID = "p-10"

    @Test func newCartIsEmpty() {
        let cart = Cart()
        #expect(cart.isEmpty)
        #expect(cart.lines.isEmpty)
        #expect(cart.itemCount == 0)
        #expect(cart.quantity(of: beans) == 0)
    }

    @Test func addingAppendsALineThenCountsUp() {
        var cart = Cart()
        let first = cart.add(beans, stock: 5)
        let second = cart.add(mug, stock: 5)
        let third = cart.add(beans, stock: 5)
        #expect(first == .added(newQuantity: 1))
        #expect(second == .added(newQuantity: 1))
        #expect(third == .added(newQuantity: 2))
        #expect(
            cart.lines == [
                CartLine(product: beans, quantity: 2), CartLine(product: mug, quantity: 1),
            ])
        #expect(cart.quantity(of: beans) == 2)
        #expect(cart.itemCount == 3)
        #expect(!cart.isEmpty)
    }

    @Test func addingStopsAtStock() {
        var cart = Cart()
        var outcomes: [Cart.AddOutcome] = []
        for _ in 0..<4 { outcomes.append(cart.add(beans, stock: 2)) }
        #expect(
            outcomes == [
                .added(newQuantity: 1), .added(newQuantity: 2), .atStockLimit(2), .atStockLimit(2),
            ])
        #expect(cart.quantity(of: beans) == 2)
    }

    @Test(arguments: [0, -1])
    func addingWithoutStockChangesNothing(stock: Int) {
        var cart = Cart(lines: [CartLine(product: mug, quantity: 1)])
        let outcome = cart.add(beans, stock: stock)
        #expect(outcome == .outOfStock)
        #expect(cart.lines == [CartLine(product: mug, quantity: 1)])
    }

    @Test func addingWhenStockFellBelowTheQuantityIsAtTheLimit() {
        var cart = Cart(lines: [CartLine(product: beans, quantity: 5)])
        let outcome = cart.add(beans, stock: 3)
        #expect(outcome == .atStockLimit(3))
        #expect(cart.quantity(of: beans) == 5)
    }

    @Test func addingRemembersTheLatestPriceSeen() {
        var cart = Cart()
        cart.add(beans, stock: 5, price: 1850)
        #expect(cart.lines == [CartLine(product: beans, quantity: 1, priceWhenAdded: 1850)])
        cart.add(beans, stock: 5, price: 1900)
        #expect(cart.lines == [CartLine(product: beans, quantity: 2, priceWhenAdded: 1900)])
        cart.add(beans, stock: 5)
        #expect(cart.lines == [CartLine(product: beans, quantity: 3, priceWhenAdded: 1900)])
        cart.add(beans, stock: 3, price: 2500)
        #expect(
            cart.lines == [CartLine(product: beans, quantity: 3, priceWhenAdded: 1900)],
            "a refused add changes nothing")
    }

    @Test(arguments: [
        (Int?.some(1850), 1850, false),
        (1850, 1900, true),
        (1850, 0, true),
        (nil, 1850, false),
    ])
    func priceChanged(whenAdded: Int?, now: Int, changed: Bool) {
        #expect(
            CartLine(product: beans, quantity: 1, priceWhenAdded: whenAdded).priceChanged(to: now)
                == changed)
    }

    @Test func decrementCountsDownThenRemovesTheLine() {
        var cart = Cart(lines: [
            CartLine(product: beans, quantity: 2), CartLine(product: mug, quantity: 1),
        ])
        cart.decrement(at: 0)
        #expect(
            cart.lines == [
                CartLine(product: beans, quantity: 1), CartLine(product: mug, quantity: 1),
            ])
        cart.decrement(at: 0)
        #expect(cart.lines == [CartLine(product: mug, quantity: 1)])
        cart.decrement(at: 0)
        #expect(cart.isEmpty)
    }

    @Test func removeDropsTheWholeLine() {
        var cart = Cart(lines: [
            CartLine(product: beans, quantity: 4), CartLine(product: mug, quantity: 1),
        ])
        cart.remove(at: 0)
        #expect(cart.lines == [CartLine(product: mug, quantity: 1)])
    }

    @Test(arguments: [-1, 2, 99, Int.min, Int.max])
    func badIndicesAreIgnored(index: Int) {
        let lines = [CartLine(product: beans, quantity: 2), CartLine(product: mug, quantity: 1)]
        var cart = Cart(lines: lines)
        cart.decrement(at: index)
        cart.remove(at: index)
        #expect(cart.lines == lines)
        var empty = Cart()
        empty.decrement(at: 0)
        empty.remove(at: 0)
        #expect(empty.isEmpty)
    }

    @Test func subtotalUsesCurrentPricesExactly() throws {
        let catalog = try Fixtures.catalog()
        let cart = Cart(lines: [
            CartLine(product: beans, quantity: 3),  // 3 × 18.50
            CartLine(product: "p-07", quantity: 7),  // 7 × 9.95
            CartLine(product: "p-09", quantity: 1),  // 129.00
        ])
        #expect(cart.subtotal(in: catalog) == 3 * 1850 + 7 * 995 + 12900)
        #expect(cart.subtotal(in: catalog) == 25415)

        var repriced = Fixtures.products
        repriced[0].price = 2000
        #expect(
            cart.subtotal(in: try Fixtures.catalog(products: repriced)) == 3 * 2000 + 7 * 995
                + 12900)
    }

    @Test func totalsAtTheMaximaAreExact() throws {
        var products = Fixtures.products
        products[0].price = Catalog.maximumPrice
        products[0].stock = Catalog.maximumStock
        products[1].price = Catalog.maximumPrice
        products[1].stock = Catalog.maximumStock
        let catalog = try Fixtures.catalog(products: products)
        let most = CartLine.maximumQuantity
        let cart = Cart(lines: [
            CartLine(product: products[0].id, quantity: most),
            CartLine(product: products[1].id, quantity: most),
        ])
        #expect(cart.itemCount == 2 * most)
        #expect(cart.subtotal(in: catalog) == 2 * most * Catalog.maximumPrice)
        #expect(cart.lines[0].total(at: Catalog.maximumPrice) == 999_000_000_000)
    }

    /// Issue 8: two lines near 2^62 trapped in `itemCount` and one in the cart screen's line
    /// total. Carts read from files are clamped, but no cart value at all may trap.
    @Test func hugeQuantitiesSaturateInsteadOfTrapping() throws {
        let cart = Cart(lines: [
            CartLine(product: beans, quantity: 1 << 62),
            CartLine(product: "p-02", quantity: 1 << 62),
            CartLine(product: "p-05", quantity: .max),
        ])
        #expect(cart.itemCount == .max)
        #expect(cart.subtotal(in: try Fixtures.catalog()) == .max)
        #expect(cart.lines[0].total(at: 1850) == .max)
        #expect(cart.lines[2].total(at: -2) == .min)
        #expect(CartLine(product: beans, quantity: 3).total(at: 1850) == 5550)
    }

    @Test func addingStopsAtTheMaximumQuantityPerLine() {
        var cart = Cart(lines: [CartLine(product: beans, quantity: CartLine.maximumQuantity - 1)])
        #expect(cart.add(beans, stock: Catalog.maximumStock) == .added(newQuantity: 999))
        #expect(cart.add(beans, stock: Catalog.maximumStock) == .atQuantityLimit(999))
        #expect(cart.quantity(of: beans) == CartLine.maximumQuantity)
        // Stock, when lower, is still the limit the user is told about.
        var small = Cart(lines: [CartLine(product: beans, quantity: 5)])
        #expect(small.add(beans, stock: 5) == .atStockLimit(5))
    }

    @Test func subtotalOfAnEmptyCartIsZero() throws {
        #expect(Cart().subtotal(in: try Fixtures.catalog()) == 0)
    }

    @Test func reconcileDropsProductsNoLongerSold() throws {
        var cart = Cart(lines: [
            CartLine(product: "p-gone", quantity: 1),
            CartLine(product: beans, quantity: 2),
            CartLine(product: "p-also-gone", quantity: 3),
        ])
        let dropped = try cart.reconcile(with: try Fixtures.catalog())
        #expect(dropped == ["p-gone", "p-also-gone"])
        #expect(cart.lines == [CartLine(product: beans, quantity: 2)])
    }

    @Test func reconcileClampsQuantitiesToStock() throws {
        var cart = Cart(lines: [
            CartLine(product: Fixtures.kettle, quantity: 4),  // stock 1
            CartLine(product: "p-02", quantity: 3),  // stock 3
            CartLine(product: beans, quantity: 2),  // stock 12
        ])
        let dropped = try cart.reconcile(with: try Fixtures.catalog())
        #expect(dropped.isEmpty)
        #expect(
            cart.lines == [
                CartLine(product: Fixtures.kettle, quantity: 1),
                CartLine(product: "p-02", quantity: 3),
                CartLine(product: beans, quantity: 2),
            ])
    }

    @Test func reconcileDropsNonPositiveQuantities() throws {
        var cart = Cart(lines: [
            CartLine(product: beans, quantity: 0),
            CartLine(product: mug, quantity: -2),
            CartLine(product: "p-07", quantity: 1),
        ])
        _ = try cart.reconcile(with: try Fixtures.catalog())
        #expect(cart.lines == [CartLine(product: "p-07", quantity: 1)])
    }

    @Test func reconcileKeepsAnOutOfStockLineAsItWas() throws {
        // Current behaviour: a product that sold out stays in the cart with its quantity, so
        // the cart can show it as unavailable rather than make it vanish.
        var cart = Cart(lines: [CartLine(product: Fixtures.decaf, quantity: 2)])
        let dropped = try cart.reconcile(with: try Fixtures.catalog())
        #expect(dropped.isEmpty)
        #expect(cart.lines == [CartLine(product: Fixtures.decaf, quantity: 2)])
    }

    @Test func reconcileMergesDuplicateLinesWithinStock() throws {
        // A hand-edited cart.json can hold the same product twice; the cart must still never
        // hold more units than are in stock, and `quantity(of:)` must see them all.
        var cart = Cart(lines: [
            CartLine(product: Fixtures.kettle, quantity: 1),
            CartLine(product: beans, quantity: 1),
            CartLine(product: Fixtures.kettle, quantity: 1),
        ])
        _ = try cart.reconcile(with: try Fixtures.catalog())
        #expect(
            cart.lines == [
                CartLine(product: Fixtures.kettle, quantity: 1),
                CartLine(product: beans, quantity: 1),
            ])
    }

    @Test func roundTripsThroughCodable() throws {
        let cart = Cart(lines: [CartLine(product: beans, quantity: 2)])
        let data = try JSONEncoder().encode(cart)
        #expect(try JSONDecoder().decode(Cart.self, from: data) == cart)
    }
}
