import AisleRuntime
import Storefront
import TestSupport
import Testing
import UserData

/// `aisle orders`' three forms of the same orders, its filters, and one order's packing slip.
@Suite(.timeLimit(.minutes(10))) struct ShopOrderListingTests {
    static let shippedChange = StatusChange(status: .shipped, at: "2026-05-02T09:00:00Z", by: "ann")

    static let orders = [
        ShopOrder(
            order: shipped(Fixtures.order("A-2", quantity: 2)),
            customer: "SHA256:abcdefghijklmnopq",
            history: [
                StatusChange(
                    status: .placed, at: "2026-05-01T08:00:00Z", by: "SHA256:abcdefghijklmnopq"),
                shippedChange,
            ]),
        ShopOrder(order: Fixtures.order("A-1"), customer: ""),
    ]

    static func shipped(_ order: Order) -> Order {
        var order = order
        order.status = .shipped
        return order
    }

    @Test func theTableLinesUpNumbersCustomersShipTosTotalsAndStatuses() {
        let lines = ShopOrderListing.table(Self.orders)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("NUMBER  PLACED"))
        #expect(lines[0].contains("SHIP TO"))
        #expect(lines[1].hasPrefix("A-2 "))
        #expect(lines[1].contains("SHA256:abcdefghijkl "), "the fingerprint shortened")
        #expect(lines[1].contains("Ada, Springfield, US"))
        #expect(lines[1].contains("2 items") && lines[1].contains("$37.00"))
        #expect(lines[1].hasSuffix("shipped"))
        #expect(lines[2].contains("local") && lines[2].hasSuffix("placed"))
        #expect(ShopOrderListing.table([]) == ["No orders yet."])
        #expect(
            ShopOrderListing.table([], source: "/d/aisle.sqlite") == [
                "No orders yet in /d/aisle.sqlite."
            ])
        #expect(
            ShopOrderListing.table([], source: "/d/aisle.sqlite", filtered: true)
                == ["No orders match in /d/aisle.sqlite."])
    }

    @Test func csvCarriesEveryField() {
        let csv = ShopOrderListing.csv(Self.orders)
        #expect(
            csv == [
                "number,placedAt,customer,status,statusChangedAt,statusChangedBy,name,email,street,"
                    + "city,postalCode,countryCode,payment,items,lines,currency,subtotal,shipping,tax,total",
                "A-2,2026-05-01T08:00:00Z,SHA256:abcdefghijklmnopq,shipped,2026-05-02T09:00:00Z,ann,"
                    + "Ada,ada@example.org,1 Main St,Springfield,12345,US,invoice,2,"
                    + "2 x p-01 House Blend Beans @ 1850,USD,3700,0,0,3700",
                "A-1,2026-05-01T08:00:00Z,,placed,,,Ada,ada@example.org,1 Main St,Springfield,12345,US,"
                    + "invoice,1,1 x p-01 House Blend Beans @ 1850,USD,1850,0,0,1850",
            ])
    }

    @Test func aCellASpreadsheetWouldRunIsMadeText() {
        var order = Fixtures.order("A-1")
        order.address.name = #"=HYPERLINK("http://x","y")"#
        order.address.city = "+1 Town"
        order.address.street = "-2 Road"
        order.address.email = "@me"
        let row = ShopOrderListing.csv([ShopOrder(order: order, customer: "")])[1]
        #expect(row.contains(#","'=HYPERLINK(""http://x"",""y"")","#), "\(row)")
        #expect(row.contains(#","'+1 Town","#) && row.contains(#","'-2 Road","#))
        #expect(row.contains(#","'@me","#))
        for first in ["\t", "\r"] {
            #expect(ShopOrderListing.csvCell(first + "x") == "\"'\(first)x\"")
        }
        #expect(ShopOrderListing.csvCell("Ada") == "Ada")
        #expect(ShopOrderListing.csvCell("a,b") == "\"a,b\"")
    }

    @Test func jsonCarriesEveryField() {
        let json = ShopOrderListing.json(Self.orders)
        for text in [
            #""number" : "A-2""#, #""status" : "shipped""#, #""total" : 3700"#,
            #""name" : "Ada""#, #""street" : "1 Main St""#, #""email" : "ada@example.org""#,
            #""country" : "United States""#, #""method" : "invoice""#, #""by" : "ann""#,
            #""unitPrice" : 1850"#, #""shipping" : 0"#,
        ] {
            #expect(json.contains(text), "\(text) in \(json)")
        }
    }

    @Test func filtersByStatusAndDay() {
        #expect(
            Self.orders.filter(ShopOrderFilter(status: .placed).admits).map(\.order.id) == ["A-1"])
        #expect(
            Self.orders.filter(ShopOrderFilter(placedFrom: "2026-05-01T08:00:01Z").admits).isEmpty)
        #expect(Self.orders.filter(ShopOrderFilter().admits).count == 2)
    }

    @Test func aDayStartsAtLocalMidnight() throws {
        let start = try #require(ShopOrderFilter.startOf(day: "2026-05-01"))
        #expect(ShopOrderListing.localTime(start).hasPrefix("2026-05-01 00:00"), "\(start)")
        #expect(start.hasSuffix("Z"))
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "26-05-01", "yesterday", "", "2026-5-1"])
    func aDayThatIsNotADateIsRefused(day: String) {
        #expect(ShopOrderFilter.startOf(day: day) == nil)
    }

    @Test func thePackingSlipHasEverythingToShipIt() {
        var order = Self.orders[0]
        order.order.payment = .card(brand: .visa, lastFour: "4242")
        let slip = PackingSlip.lines(order)
        let placed = ShopOrderListing.localTime("2026-05-01T08:00:00Z")
        let shipped = ShopOrderListing.localTime("2026-05-02T09:00:00Z")
        let text = slip.joined(separator: "\n")
        #expect(slip.first == "Order A-2")
        for part in [
            "Placed     \(placed)", "Status     shipped",
            "shipped    \(shipped)  by ann", "Customer   SHA256:abcdefghijkl",
            "Ship to    Ada", "1 Main St", "12345 Springfield", "United States (US)",
            "Email      ada@example.org", "Payment    Visa •••• 4242", "House Blend Beans",
            "p-01", "$18.50", "$37.00",
        ] {
            #expect(text.contains(part), "\(part) in\n\(text)")
        }
        #expect(slip.last?.hasPrefix("Total") == true)
        #expect(!text.contains("4111"), "never more of a card than its last four")
    }
}
