import Foundation
import Glibc
import TestSupport
import Testing

/// `aisle serve --database URL`: an ssh customer's order goes to PostgreSQL, and `aisle orders
/// --database URL` lists it; the URL reaches the session in its environment, never on its
/// command line; a database that does not answer stops the shop from opening.
@Suite(
    "Serve: PostgreSQL",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(if: SSHKey.clientAvailable, "the OpenSSH client (ssh, ssh-keygen) is not installed"),
    .enabled(if: PostgresCluster.unavailable == nil, "\(PostgresCluster.unavailable ?? "")"),
    .timeLimit(.minutes(20)))
struct ServePostgresEndToEndTests {
    @Test("an ssh customer's order is placed in PostgreSQL and aisle orders lists it")
    func orderOverSSHGoesToPostgres() throws {
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try cluster.createDatabase("shop")
        let url = cluster.url("shop")
        let server = try ShopServerProcess()
        try server.start(["--database", url])
        try server.waitForLog("the orders line") {
            $0.contains("orders") && $0.contains("postgres://")
        }
        let (_, customer) = try server.customer("alice")
        // The session's aisle has the URL in its environment, not in its arguments.
        #expect(!Self.sessionCommandLines().contains { $0.contains("postgres") })
        try customer.sendKeys("Enter")
        _ = try customer.waitForTitle("Coffee & Tea")
        try customer.sendKeys("a")
        _ = try customer.waitUntil("one in the cart") {
            ScreenRows.topBar($0).contains("Cart 1 · ")
        }
        try customer.sendKeys("c")
        _ = try customer.waitForTitle("Cart")
        try customer.sendKeys("Enter")
        _ = try customer.waitForStep("Shipping")
        _ = try customer.fillShipping()
        try customer.sendKeys("Enter")
        _ = try customer.waitForStep("Payment")
        try customer.sendKeys("Enter")
        _ = try customer.waitForStep("Review")
        try customer.sendKeys("Enter")
        let rows = try customer.waitForTitle("Order A-")
        let id = try #require(ScreenRows.orderID(in: rows))
        try customer.sendKeys("q")
        #expect(try customer.waitForExit() == .exited(0))

        let listed = try PlainRun.run(["orders", "--database", url], scratch: server.scratch)
        #expect(listed.termination == .exited(0), "\(listed.output)")
        #expect(
            listed.output.split(separator: "\n").contains { $0.hasPrefix(id) }, "\(listed.output)")
        #expect(
            !FileManager.default.fileExists(atPath: server.dataHome + "/aisle/aisle.sqlite"),
            "nothing in the SQLite file")
        #expect(try server.stop() == .exited(0))
    }

    @Test("a database that does not answer: one line, exit 1, the shop never opens")
    func unreachableDatabaseRefusesToOpen() throws {
        let scratch = try ScratchDirectory()
        let socket = try scratch.directory("nothing-listens")
        let url = "postgres://aisle@\(socket.replacingOccurrences(of: "/", with: "%2F")):5432/shop"
        let result = try PlainRun.run(
            ["serve", "--port", "0", "--database", url], scratch: scratch)
        #expect(result.termination == .exited(1))
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1, "\(result.error)")
        #expect(result.error.contains("is not answering"), "\(result.error)")
        #expect(!result.output.contains("Aisle is open"))
    }

    /// The command lines of every `aisle` serving a customer on this machine.
    static func sessionCommandLines() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
                return nil
            }
            let line = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                of: "\0", with: " ")
            return line.contains("--customer") ? line : nil
        }
    }
}
