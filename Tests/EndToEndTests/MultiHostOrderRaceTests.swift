import Foundation
import Glibc
import Testing

/// Three `aisle serve` hosts on one PostgreSQL database, customers over real `ssh` spread over
/// them, more buyers than units of one product pressing Enter on Review together (issue 29,
/// "Tests and figures"): never oversold, and each customer told the truth.
@Suite(
    "Several hosts: customers racing for the last units",
    .enabled(if: ShopHosts.available, "\(ShopHosts.unavailableReason)"),
    .timeLimit(.minutes(20)))
struct MultiHostOrderRaceTests {
    /// Buyers racing for the Tea Kettle's ten units: `AISLE_RACE_CUSTOMERS`, else 30.
    static let buyers =
        Int(ProcessInfo.processInfo.environment["AISLE_RACE_CUSTOMERS"] ?? "") ?? 30

    /// What a buyer's screen said after Enter on Review.
    enum Told: Equatable {
        case placed(String)
        case refused(String)
    }

    @Test("more buyers than units over three hosts: at most ten placed, each told the truth")
    func raceForTheLastUnits() throws {
        let shop = try ShopHosts(hosts: 3)
        defer { shop.close() }
        // Every ssh client is started first, so the sessions come up side by side.
        let customers = try (0..<Self.buyers).map { index in
            try shop.customerStarting("buyer\(index)", on: index % 3 + 1)
        }
        // Each on its own thread (each waits on its own screen), a few at a time.
        try inParallel(customers, width: 6) { customer in
            try customer.waitForHome()
            try OrderPromiseEndToEndTests.goToReview(customer.session)
        }
        // Enter on every Review, as close together as the machine allows.
        let clock = ContinuousClock()
        let start = clock.now
        for customer in customers { try customer.session.sendKeys("Enter") }
        print(
            "race: Enter pressed on \(customers.count) screens in \(start.duration(to: clock.now))")

        var told: [String: Told] = [:]
        for customer in customers {
            told[customer.fingerprint] = try Self.outcome(of: customer)
        }
        let placed = told.values.filter { if case .placed = $0 { true } else { false } }.count
        print("race: \(placed) placed, \(customers.count - placed) refused")

        // Never oversold, whatever the screens said.
        let units = try shop.unitsOrdered("k-1")
        let orders = try shop.number("SELECT count(*) FROM placedOrder")
        #expect(units <= 10, "\(units) units of ten ordered")
        #expect(orders <= 10, "\(orders) orders for ten units")
        #expect(placed >= 1, "someone got a kettle")
        #expect(units == orders, "one unit an order")
        // Each told the truth: "placed" has its order (that number) in the shop's database,
        // a refusal has none.
        for customer in customers {
            let numbers = try shop.orders(of: customer.fingerprint)
            switch told[customer.fingerprint] {
            case .placed(let number):
                #expect(numbers == [number], "\(customer.name) was told \(number) is placed")
            case .refused(let notice):
                #expect(numbers.isEmpty, "\(customer.name) was told “\(notice)” yet has \(numbers)")
            case nil: Issue.record("no outcome for \(customer.name)")
            }
        }
        #expect(orders == placed, "the database's orders are the ones customers were told of")
    }

    /// Waits until the screen says the order was placed (its number) or refused (the notice).
    static func outcome(of customer: ShopCustomer) throws -> Told {
        let refusals = [
            "sold out", "not placed", "Not enough", " left of ", "cart changed", "not answering",
        ]
        let rows = try customer.session.waitUntil(
            "the order placed or refused", timeout: .seconds(90)
        ) {
            rows in
            ScreenRows.orderID(in: rows) != nil
                || refusals.contains { ScreenRows.notice(rows).contains($0) }
        }
        if let number = ScreenRows.orderID(in: rows) { return .placed(number) }
        return .refused(ScreenRows.notice(rows))
    }
}
