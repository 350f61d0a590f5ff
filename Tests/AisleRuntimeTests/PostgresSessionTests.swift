import AisleApp
import AisleRuntime
import ShopStorePostgres
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A served customer's session with the shop's data on PostgreSQL (`--database`), through the
/// real run loop: the cart and the order go to the server, never to a SQLite file; and the
/// server stopped mid-session is a notice, not a confirmed order, until it is back.
@Suite(
    .enabled(if: PostgresCluster.unavailable == nil, "\(PostgresCluster.unavailable ?? "")"),
    .timeLimit(.minutes(10)), .serialized)
struct PostgresSessionTests {
    static let ada = "SHA256:" + String(repeating: "a", count: 43)

    /// A cluster with an empty shop database, and a scratch whose sessions open it.
    final class Shop {
        let cluster: PostgresCluster
        let location: PostgresLocation
        let scratch: RuntimeScratch

        init() throws {
            cluster = try PostgresCluster.start()
            do {
                try cluster.createDatabase("shop")
                location = try PostgresLocation(url: cluster.url("shop"), environment: [:])
            } catch {
                cluster.stop()
                throw error
            }
            scratch = try RuntimeScratch()
            let location = location
            scratch.dependencies.shopStore = ShopStoreOpener(location: location.description) {
                (customer: String) throws(UserDataError) -> any ShopStore in
                try PostgresShopStore.open(location, customer: customer, maximumConnections: 2)
            }
        }

        deinit { cluster.stop() }

        /// Every customer's orders, as `aisle orders --database` reads them.
        func shopOrders() throws -> [ShopOrder] {
            let owner = try PostgresShopStore.open(location)
            defer { owner.close() }
            return try owner.shopOrders().orders
        }

        /// Ada's session at Review, her cart as the server holds it.
        func atReview(key: OrderKey) throws -> Startup {
            var startup = try scratch.startup(customer: PostgresSessionTests.ada)
            RuntimeScratch.atReview(&startup, key: key)
            return startup
        }
    }

    /// Wide enough for the longest notice on one line.
    static let wide = Size(columns: 160, rows: 24)

    static func saw(_ text: String, _ terminal: TestTerminal) -> Bool {
        terminal.frames.contains { $0.contains { $0.contains(text) } }
    }

    /// The status rows of every frame drawn, for a failure's message.
    static func lastRows(_ terminal: TestTerminal) -> [String] {
        terminal.frames.map {
            $0.suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
    }

    @Test func aSessionsCartAndOrderGoToTheServer() throws {
        let shop = try Shop()
        let browsing = try shop.scratch.startup(
            .link([.product(id: "t-1")]), customer: Self.ada)
        #expect(browsing.persistence.databaseServer == shop.location.description)
        let (_, added, _) = shop.scratch.run(
            browsing,
            [
                .key(.character("a")), SharedUserDataTests.settle(browsing),
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(added.state.cart.quantity(of: "t-1") == 1)

        // A new session reads the cart back from the server, and places it.
        let review = try shop.atReview(key: "k-pg")
        #expect(review.state.cart.quantity(of: "t-1") == 1, "the cart is the server's")
        let (_, placed, terminal) = shop.scratch.run(
            review,
            [.key(.enter), SharedUserDataTests.settle(review), .pause(.milliseconds(1)), .quit])
        let order = try #require(placed.state.orders.first)
        #expect(Self.saw("Thank you! Order \(order.id) is placed.", terminal))
        let orders = try shop.shopOrders()
        #expect(orders.map(\.order.id) == [order.id])
        #expect(orders.first?.customer == Self.ada)
        #expect(
            !FileManager.default.fileExists(atPath: shop.scratch.database),
            "no SQLite file beside the server")
    }

    @Test func theServerStoppedMidSessionConfirmsNothingAndTheRetryPlacesOnce() throws {
        let shop = try Shop()
        let filling = try shop.scratch.startup(.link([.product(id: "t-1")]), customer: Self.ada)
        _ = shop.scratch.run(
            filling,
            [
                .key(.character("a")), SharedUserDataTests.settle(filling),
                .pause(.milliseconds(1)), .quit,
            ])
        let review = try shop.atReview(key: "k-outage")
        let cluster = shop.cluster
        let (_, loop, terminal) = shop.scratch.run(
            review,
            [
                .inspect { try? cluster.stopServer() },
                .key(.enter), SharedUserDataTests.settle(review), .pause(.milliseconds(1)),
                .inspect { try? cluster.startServer() },
                .key(.enter), SharedUserDataTests.settle(review), .pause(.milliseconds(1)),
                .quit,
            ], size: Self.wide)
        #expect(
            Self.saw(
                "Your order was not placed: the shop's database is not answering; your cart is "
                    + "kept on screen", terminal), "the last rows drawn: \(Self.lastRows(terminal))"
        )
        let orders = try shop.shopOrders()
        #expect(orders.count == 1, "placed once, by the retry: \(orders.map(\.order.id))")
        let order = try #require(loop.state.orders.first)
        #expect(orders.first?.order.id == order.id)
        #expect(Self.saw("Thank you! Order \(order.id) is placed.", terminal))
    }

    @Test func aCartChangeWhileTheServerIsAwayIsANoticeAndIsWrittenWhenItIsBack() throws {
        let shop = try Shop()
        let browsing = try shop.scratch.startup(.link([.product(id: "t-1")]), customer: Self.ada)
        let cluster = shop.cluster
        let (_, _, terminal) = shop.scratch.run(
            browsing,
            [
                .inspect { try? cluster.stopServer() },
                .key(.character("a")), SharedUserDataTests.settle(browsing),
                .pause(.milliseconds(1)),
                .inspect { try? cluster.startServer() },
                .quit,
            ], size: Self.wide)
        #expect(
            Self.saw(
                "The shop's database is not answering; your cart is kept on screen — try again "
                    + "in a moment", terminal), "the last rows drawn: \(Self.lastRows(terminal))")
        let back = try shop.scratch.startup(customer: Self.ada)
        #expect(back.state.cart.quantity(of: "t-1") == 1, "written by the last try at quit")
    }

    @Test func theOnOrderFeedAnnouncesAnOrderPlacedOnTheServerOnce() throws {
        let shop = try Shop()
        let server = try #require(shop.scratch.dependencies.shopStore)
        let feed = OrderNoticeFeed(server: server, startedAt: "2026-01-01T00:00:00Z")
        #expect(try feed.pending().isEmpty, "notices start now")
        let filling = try shop.scratch.startup(.link([.product(id: "t-1")]), customer: Self.ada)
        _ = shop.scratch.run(
            filling,
            [
                .key(.character("a")), SharedUserDataTests.settle(filling),
                .pause(.milliseconds(1)), .quit,
            ])
        let review = try shop.atReview(key: "k-feed")
        let (_, placed, _) = shop.scratch.run(
            review,
            [.key(.enter), SharedUserDataTests.settle(review), .pause(.milliseconds(1)), .quit])
        let order = try #require(placed.state.orders.first)
        let pending = try feed.pending()
        #expect(pending.map(\.number) == [order.id.rawValue])
        #expect(pending.first?.document?.contains(order.id.rawValue) == true)
        try feed.announced(row: try #require(pending.first).row, outcome: "exit=0")
        #expect(try feed.pending().isEmpty, "announced once")
    }
}
