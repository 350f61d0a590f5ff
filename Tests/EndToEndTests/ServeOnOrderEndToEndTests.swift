import Foundation
import Glibc
import Storefront
import TestSupport
import Testing
import UserData

/// `aisle serve --on-order`: one JSON document per order on the command's standard input,
/// however often the order was sent (a dropped connection, then the same checkout again).
@Suite(
    "Serve: on-order", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct ServeOnOrderEndToEndTests {
    /// From Home over SSH: the first coffee in the cart, `address`, invoice, to Review.
    static func goToReview(_ session: TmuxSession, _ address: TmuxSession.Address) throws {
        try session.sendKeys("Enter")
        _ = try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("a")
        _ = try session.waitUntil("one in the cart") { ScreenRows.topBar($0).contains("Cart 1 · ") }
        try session.sendKeys("c")
        _ = try session.waitForTitle("Cart")
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Shipping")
        _ = try session.fillShipping(address)
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Payment")
        try session.sendKeys("Enter")
        _ = try session.waitForStep("Review")
    }

    /// The documents the command wrote so far, by file name.
    static func documents(in directory: String) -> [String: [String: Any]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var documents: [String: [String: Any]] = [:]
        for name in names {
            let data = FileManager.default.contents(atPath: directory + "/" + name) ?? Data()
            documents[name] = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
        return documents
    }

    /// Places one order for Carol in the shop's database as a session would, then sends the
    /// same request (the same key) again, as a retried session does; returns its number.
    static func placeTwice(
        in dataHome: String, customer: String = "SHA256:carol", number: OrderID = "A-CAROL"
    )
        throws -> String
    {
        // A shop whose first order this is makes its data directory as a session would.
        mkdir(dataHome + "/aisle", 0o700)
        let path = dataHome + "/aisle/" + UserDatabase.fileName
        let carol = try #require(
            try UserDatabase.open(path: path, inspecting: false, customer: customer))
        try carol.commit(
            UserDataBatch(
                catalog: "fixture", cartChanges: [.adjust(Fixtures.beans, by: 1, price: nil)]))
        let cart = try carol.load(catalog: "fixture").0.cart
        let request = try Fixtures.request(OrderKey("k-\(customer)"), cart: cart)
        let first = try carol.place(
            request, catalog: "fixture", placedAt: ISO8601DateFormatter().string(from: Date()),
            number: { number })
        let again = try carol.place(
            request, catalog: "fixture", placedAt: ISO8601DateFormatter().string(from: Date()),
            number: { "A-AGAIN" })
        guard case .placed(let order) = first.placement else {
            throw E2EFailure("Carol's order was not placed: \(first.placement)")
        }
        #expect(again.placement == .alreadyPlaced(order))
        return order.id.rawValue
    }

    @Test("two customers, one retried after a dropped connection: one document per order")
    func oneDocumentPerOrder() throws {
        let server = try ShopServerProcess()
        let out = try server.scratch.directory("notices")
        try server.start(["--on-order", "cat > '\(out)'/order-$$.json; echo noted >&2"])
        try server.waitForLog("the on-order line") {
            $0.contains(" event=on-order source=") && $0.contains(" command=")
        }
        try server.waitForLog("the database's line") {
            $0.contains(" event=orders database=\(server.dataHome)/aisle/aisle.sqlite ")
                && $0.hasSuffix(" read_with=\"aisle orders --data \(server.dataHome)/aisle\"")
        }

        // Alice reaches Review, and her connection drops there.
        let (alice, first) = try server.customer("alice")
        var london = TmuxSession.Address()
        london.name = "Alice Ashdown"
        try Self.goToReview(first, london)
        _ = try first.waitForFile(server.navigationFile(for: alice.fingerprint), "hold Review") {
            SavedNavigation.path(in: $0)?.last == "checkout/review"
        }
        kill(try first.panePID(), SIGKILL)
        try server.waitForLog("the disconnection") { $0.contains(" event=disconnect ") }

        // She comes back twice; the first places the order and drops, the second sends it again.
        let second = try TmuxSession()
        try second.connect(alice.sshCommand(port: server.port))
        _ = try second.waitFor("⏎ place order")
        try first.connect(alice.sshCommand(port: server.port))
        _ = try first.waitFor("⏎ place order")
        try second.sendKeys("Enter")
        let placed = try second.waitFor("Thank you! Order")
        let number = try #require(ScreenRows.orderID(in: placed))
        kill(try second.panePID(), SIGKILL)
        // The same checkout sent again from the other connection: the order its key placed, or
        // refused because the cart on disk went with that order; never a second order.
        try first.sendKeys("Enter")
        let again = try first.waitUntil("the order again, or the refusal") { rows in
            rows.contains { $0.contains("Thank you! Order") || $0.contains("The cart is empty") }
        }
        if let shown = ScreenRows.orderID(in: again) { #expect(shown == number) }
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))

        // Bob orders to Berlin.
        let (_, bobSession) = try server.customer("bob")
        var berlin = TmuxSession.Address()
        berlin.name = "Bob Berger"
        berlin.city = "Berlin"
        berlin.postalCode = "10115"
        berlin.countryKeys = ["g"]
        berlin.country = "Germany"
        try Self.goToReview(bobSession, berlin)
        try bobSession.sendKeys("Enter")
        let bobs = try #require(ScreenRows.orderID(in: try bobSession.waitFor("Thank you! Order")))
        try bobSession.sendKeys("q")
        #expect(try bobSession.waitForExit() == .exited(0))

        // A session that placed its order and was cut off before it could say so sends the same
        // request again when it is retried (the same key): nothing new is placed.
        let retried = try Self.placeTwice(in: server.dataHome)

        // Each order's run is logged with its exit status and standard error.
        for order in [number, bobs, retried] {
            try server.waitForLog("\(order)'s run") {
                $0.contains(" event=on-order order=\(order) outcome=\"exit 0\" ")
                    && $0.hasSuffix(" stderr=noted")
            }
        }
        let documents = Self.documents(in: out)
        #expect(documents.count == 3, "one document per order: \(documents.keys.sorted())")
        let numbers = documents.values.compactMap { $0["number"] as? String }.sorted()
        #expect(numbers == [number, bobs, retried].sorted())
        let names = documents.values.compactMap {
            ($0["shipTo"] as? [String: Any])?["name"] as? String
        }
        #expect(Set(names) == ["Alice Ashdown", "Bob Berger", Fixtures.address.name])

        // The owner's slip and export name both addresses.
        let slip = try PlainRun.run(["orders", "show", bobs], scratch: server.scratch)
        #expect(slip.output.contains("Bob Berger") && slip.output.contains("10115 Berlin"))
        let json = try PlainRun.run(["orders", "--json"], scratch: server.scratch)
        #expect(json.output.contains("Alice Ashdown") && json.output.contains("Bob Berger"))
        #expect(try server.stop() == .exited(0))

        // After a restart, what was announced is not announced again; a new order is.
        try server.start(["--on-order", "cat > '\(out)'/order-$$.json; echo noted >&2"])
        let later = try Self.placeTwice(
            in: server.dataHome, customer: "SHA256:dan", number: "A-DAN")
        try server.waitForLog("\(later)'s run") {
            $0.contains(" event=on-order order=\(later) outcome=\"exit 0\" ")
        }
        // Closing waits for every run still going: whatever was started has written its file.
        #expect(try server.stop() == .exited(0))
        #expect(Self.documents(in: out).count == 4, "\(server.log)")
    }

    @Test("a command past its time limit is stopped, and its standard error is in the log")
    func timeLimit() throws {
        let server = try ShopServerProcess()
        try server.start([
            "--on-order", "echo slow; printf 'still\\033[31m going\\n' >&2; exec sleep 60",
            "--on-order-time-limit", "1",
        ])
        try server.waitForLog("the on-order line") {
            $0.contains(" event=on-order source=") && $0.contains(" command=")
        }
        let number = try Self.placeTwice(in: server.dataHome)
        let line = try server.waitForLog("the stopped run") {
            $0.contains(" event=on-order order=\(number) ")
        }
        #expect(
            line.hasSuffix(
                " event=on-order order=\(number) outcome=\"timed out\" time_limit=1s"
                    + " stderr=\"still [31m going\""))
        #expect(try server.stop() == .exited(0))
    }
}
