import AisleRuntime
import Storefront
import TestSupport
import Testing
import UserData

/// `aisle orders`' three forms of the same orders.
@Suite(.timeLimit(.minutes(3))) struct ShopOrderListingTests {
    static let orders = [
        ShopOrder(
            order: shipped(Fixtures.order("A-2", quantity: 2)), customer: "SHA256:abcdefghijklmnopq"
        ),
        ShopOrder(order: Fixtures.order("A-1"), customer: ""),
    ]

    static func shipped(_ order: Order) -> Order {
        var order = order
        order.status = .shipped
        return order
    }

    @Test func theTableLinesUpNumbersCustomersTotalsAndStatuses() {
        let lines = ShopOrderListing.table(Self.orders)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("NUMBER  PLACED"))
        #expect(lines[1].hasPrefix("A-2 "))
        #expect(lines[1].contains("SHA256:abcdefghijkl "), "the fingerprint shortened")
        #expect(lines[1].contains("2 items") && lines[1].contains("$37.00"))
        #expect(lines[1].hasSuffix("shipped"))
        #expect(lines[2].contains("local") && lines[2].hasSuffix("placed"))
        #expect(ShopOrderListing.table([]) == ["No orders yet."])
    }

    @Test func csvAndJSONCarryEveryOrder() {
        let csv = ShopOrderListing.csv(Self.orders)
        #expect(
            csv == [
                "number,placedAt,customer,status,items,currency,total",
                "A-2,2026-05-01T08:00:00Z,SHA256:abcdefghijklmnopq,shipped,2,USD,3700",
                "A-1,2026-05-01T08:00:00Z,,placed,1,USD,1850",
            ])
        let json = ShopOrderListing.json(Self.orders)
        #expect(json.contains(#""number" : "A-2""#))
        #expect(json.contains(#""status" : "shipped""#))
        #expect(json.contains(#""total" : 3700"#))
    }
}
