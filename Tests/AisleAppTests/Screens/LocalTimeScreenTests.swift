import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Order times on screen are in the user's time zone, named; a state made without a runtime
/// shows UTC. The zone here is a fixed one, so the tests do not depend on the machine's `TZ`.
@Suite(.timeLimit(.minutes(10))) struct LocalTimeScreenTests {
    static let size = Size(columns: 80, rows: 24)

    static func rows(_ routes: [Route], zone: LocalTime) throws -> String {
        var order = CheckoutFixture.order("A-261126-LATE")
        order.placedAt = "2026-11-26T23:22:05Z"
        var state = AppState(
            catalog: try TestCatalog.catalog(), path: RoutePath(routes), orders: [order])
        state.localTime = zone
        return AppView.render(state, size: size).lines.joined(separator: "\n")
    }

    @Test func ordersAndAnOrderShowTheUsersZone() throws {
        let cet = LocalTime.fixed(offsetMinutes: 60, name: "CET")
        let order = Route.order(id: "A-261126-LATE")
        for routes in [[Route.orders], [.orders, order]] {
            let rows = try Self.rows(routes, zone: cet)
            #expect(rows.contains("2026-11-27 00:22 CET"), "\(routes)")
            #expect(!rows.contains("UTC"), "\(routes)")
            #expect(try Self.rows(routes, zone: .utc).contains("2026-11-26 23:22 UTC"))
        }
        let west = LocalTime.fixed(offsetMinutes: -300, name: "EST")
        #expect(try Self.rows([order], zone: west).contains("2026-11-26 18:22 EST"))
    }
}
