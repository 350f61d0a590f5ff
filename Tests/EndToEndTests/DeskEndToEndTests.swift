import Foundation
import Glibc
import Testing

/// The owner's desk: over SSH for a key in `--owners` (never for a customer's key, whatever
/// the client asks), and locally with `aisle desk`.
@Suite(
    "Desk", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"))
struct DeskEndToEndTests {
    /// A customer's order over SSH, from Home to "Thank you!"; returns its number.
    static func order(_ session: TmuxSession, _ address: TmuxSession.Address) throws -> String {
        try ServeOnOrderEndToEndTests.goToReview(session, address)
        try session.sendKeys("Enter")
        return try #require(ScreenRows.orderID(in: try session.waitFor("Thank you! Order")))
    }

    @Test(
        "the owner's key gets the desk: a new order appears unasked, s ships it, the customer sees it"
    )
    func ownerShipsFromTheDesk() throws {
        let server = try ShopServerProcess()
        let owner = try SSHKey("owner", in: server.scratch)
        try server.start(["--owners", owner.path + ".pub"])
        try server.waitForLog("the owners line") {
            $0.contains(" event=owners ") && $0.hasSuffix(" keys=1")
        }

        let (_, alice) = try server.customer("alice")
        var london = TmuxSession.Address()
        london.name = "Alice Ashdown"
        let alices = try Self.order(alice, london)

        let desk = try TmuxSession()
        try desk.connect(owner.sshCommand(port: server.port))
        try desk.waitUntil("the desk with Alice's order") { rows in
            rows[0].contains("1 Orders") && rows[0].contains("1 order")
                && rows.contains { $0.contains(alices) && $0.contains("Alice Ashdown") }
        }
        try server.waitForLog("the owner's session line") {
            $0.contains(" event=session ") && $0.contains(" role=owner ")
        }

        // Bob orders to Berlin while the desk is open; no key is pressed at the desk.
        let (_, bob) = try server.customer("bob")
        var berlin = TmuxSession.Address()
        berlin.name = "Bob Berger"
        berlin.city = "Berlin"
        berlin.postalCode = "10115"
        berlin.countryKeys = ["g"]
        berlin.country = "Germany"
        let bobs = try Self.order(bob, berlin)
        try desk.waitUntil("Bob's order arriving, counted as new") { rows in
            rows[0].contains("1 new") && rows[0].contains("2 orders")
                && rows.contains { $0.contains(bobs) && $0.contains("Bob Berger") }
        }

        // The owner's slip and export name both addresses.
        let slip = try PlainRun.run(["orders", "show", bobs], scratch: server.scratch)
        #expect(slip.output.contains("Bob Berger") && slip.output.contains("10115 Berlin"))
        let json = try PlainRun.run(["orders", "--json"], scratch: server.scratch)
        #expect(json.output.contains("Alice Ashdown") && json.output.contains("Bob Berger"))

        // Bob's order, newest, is first: its slip, then s and y.
        try desk.sendKeys("g")
        try desk.sendKeys("Enter")
        try desk.waitFor("10115 Berlin")
        try desk.sendKeys("s")
        try desk.waitFor("Ship order \(bobs) to Bob Berger, Berlin, DE? y yes")
        try desk.sendKeys("y")
        try desk.waitFor("Order \(bobs) is shipped.")
        // A second change is refused, naming the order.
        try desk.sendKeys("x")
        try desk.waitFor("Order \(bobs) is already shipped; it stays so")

        try bob.sendKeys("O")
        try bob.waitUntil("Bob's order shipped on his orders screen") { rows in
            rows.contains { $0.contains(bobs) && $0.contains("shipped") }
        }
        let shipped = try PlainRun.run(["orders", "show", alices], scratch: server.scratch)
        #expect(shipped.output.contains("Status     placed"), "Alice's order untouched")

        // The keys, and the products running low of the catalog the server was given.
        try desk.sendKeys("?")
        try desk.waitFor("ship the order (asks first)")
        try desk.sendKeys("?")
        try desk.waitUntil("the help closed") { rows in
            !rows.contains { $0.contains("ship the order (asks first)") }
        }
        try desk.sendKeys("t")
        try desk.waitUntil("the low-stock screen") { rows in
            rows[0].contains("Low stock") && rows.contains { $0.contains("LEFT  PRODUCT") }
        }
        try desk.sendKeys("q")
        #expect(try desk.waitForExit() == .exited(0))
        for session in [alice, bob] {
            try session.sendKeys("q")
            #expect(try session.waitForExit() == .exited(0))
        }
        #expect(try server.stop() == .exited(0))
    }

    @Test(
        "a customer's key offered at the desk gets the storefront; asking for the desk is refused")
    func customerNeverReachesTheDesk() throws {
        let server = try ShopServerProcess()
        let owner = try SSHKey("owner", in: server.scratch)
        try server.start(["--owners", owner.path + ".pub"])
        let alice = try SSHKey("alice", in: server.scratch)

        // Asking by name, by environment and by command: the storefront, or nothing.
        let session = try TmuxSession()
        try session.connect(
            ["ssh", "-tt", "-i", alice.path, "-p", "\(server.port)"] + SSHKey.commonOptions
                + ["-o", "SetEnv=AISLE_DESK=1 LANG=C.UTF-8", "owner@127.0.0.1"])
        try session.waitForHome(highlighting: "Coffee & Tea")
        #expect(!(try session.screen()[0].contains("Orders")))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        let asked = try server.runWithoutTerminal(
            alice, command: ["aisle", "desk", "--owner", owner.fingerprint])
        #expect(asked.termination == .exited(2))
        #expect(!asked.output.contains("Orders"))
        try server.waitForLog("the refused command") {
            $0.contains(" reason=exec") || $0.contains(" reason=\"exec")
        }
        #expect(!server.log.contains(" role=owner"), "no owner's session was started")

        // The owner's key gets the desk, never the storefront.
        try session.connect(owner.sshCommand(port: server.port))
        try session.waitUntil("the desk") { rows in
            rows[0].contains("1 Orders") && rows.contains { $0.contains("No orders yet.") }
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(try server.stop() == .exited(0))
    }

    @Test("aisle desk opens on the shop's database, and names the file when there is none")
    func localDesk() throws {
        let session = try TmuxSession()
        let missing = try PlainRun.run(
            ["desk", "--data", session.dataHome + "/nowhere"], scratch: session.scratch)
        #expect(missing.termination == .exited(1))
        #expect(
            missing.error
                == "aisle: no shop database at \(session.dataHome)/nowhere/aisle.sqlite; run "
                + "this with the environment aisle serve runs with (its XDG_DATA_HOME), or name "
                + "its data directory with --data DIR\n")

        let number = try ServeOnOrderEndToEndTests.placeTwice(in: session.dataHome)
        try session.launch(["desk"])
        try session.waitUntil("the desk with the order") { rows in
            rows[0].contains("1 Orders") && rows.contains { $0.contains(number) }
        }
        try session.sendKeys("Enter")
        try session.waitFor("Order \(number)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let saved = try #require(
            ScratchDirectory.contents(of: session.stateHome + "/aisle/desk.json"))
        #expect(String(decoding: saved, as: UTF8.self).contains("\"number\" : \"\(number)\""))
    }

    @Test("SIGHUP re-reads the owners' keys: a key added to the file gets the desk from then on")
    func ownersReloadOnHangup() throws {
        let server = try ShopServerProcess()
        let owner = try SSHKey("owner", in: server.scratch)
        let file = server.scratch.file("owners")
        try Data("# no owners yet\n".utf8).write(to: URL(fileURLWithPath: file))
        try server.start(["--owners", file])
        let session = try TmuxSession()
        try session.connect(owner.sshCommand(port: server.port))
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        let key = try #require(FileManager.default.contents(atPath: owner.path + ".pub"))
        try key.write(to: URL(fileURLWithPath: file))
        kill(server.pid, SIGHUP)
        try server.waitForLog("the owners read again") {
            $0.contains(" event=owners-reloaded ") && $0.hasSuffix(" keys=1")
        }
        try session.connect(owner.sshCommand(port: server.port))
        try session.waitUntil("the desk") { rows in rows[0].contains("1 Orders") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(try server.stop() == .exited(0))
    }

    @Test("the desk is left open to watch orders: the idle timeout closes customers, not owners")
    func ownersAreNotClosedForIdleness() throws {
        let server = try ShopServerProcess()
        let owner = try SSHKey("owner", in: server.scratch)
        try server.start(["--owners", owner.path + ".pub", "--idle-timeout", "2"])
        let desk = try TmuxSession()
        try desk.connect(owner.sshCommand(port: server.port))
        try desk.waitUntil("the desk") { rows in rows[0].contains("1 Orders") }
        // The customer came later, so the owner's session would have been closed first.
        let (_, customer) = try server.customer("idler")
        #expect(try customer.waitForExit(timeout: .seconds(60)) == .exited(128 + SIGHUP))
        #expect(try desk.format("#{pane_dead}") == "0")
        let ended = server.log.split(separator: "\n").filter {
            $0.contains(" event=exit ") && $0.contains(" role=owner ")
        }
        #expect(ended.isEmpty, "no owner's session ended: \(ended)")
        try desk.sendKeys("q")
        #expect(try desk.waitForExit() == .exited(0))
        #expect(try server.stop() == .exited(0))
    }
}
