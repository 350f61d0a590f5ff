import Foundation
import ShopStorePostgres
import TestSupport
import Testing
import UserData

/// `aisle serve --database URL` on a shop that sells from another catalog edition: refused at
/// start, before any port is opened, with one line naming both editions and what to do.
@Suite(
    "Serve catalog edition", .timeLimit(.minutes(20)),
    .disabled(
        if: PostgresCluster.unavailable != nil,
        Comment(rawValue: "no PostgreSQL: \(PostgresCluster.unavailable ?? "")")))
struct ServeCatalogEditionTests {
    @Test("a host whose catalog differs from the shop's is refused with one line")
    func aHostWithAnotherCatalogIsRefused() throws {
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try cluster.createDatabase("shop")
        let url = cluster.url("shop")
        // The shop's other hosts sell from edition abab…
        let shop = try PostgresShopStore.open(try PostgresLocation(url: url, environment: [:]))
        let theirs = String(repeating: "ab", count: 32)
        #expect(try shop.claimCatalogEdition(theirs, moving: false) == .recorded)
        shop.close()
        let scratch = try ScratchDirectory()
        let catalog = try scratch.write(
            FixtureCatalog.json([.init(id: "k-1", name: "Kettle", category: "tools", price: 4500)]),
            to: "shop.json")
        let run = try PlainRun.run(
            ["serve", "--database", url, "--catalog", catalog, "--port", "0"], scratch: scratch)
        #expect(run.termination == .exited(1), "\(run.error)")
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1, "\(run.error)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("aisle: serve: this host's catalog \(catalog) is edition "))
        #expect(line.contains(", but the shop in "))
        #expect(line.contains(" sells from edition abababababababab: start with the same "))
        #expect(line.contains("--new-catalog-edition"))
        #expect(run.output.isEmpty, "never opened")
        #expect(try cluster.psql("shop", "SELECT edition FROM shopCatalog") == theirs + "\n")
    }

    @Test("aisle --database from a terminal with another catalog is refused, and records nothing")
    func aTerminalRunWithAnotherCatalogIsRefused() throws {
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try cluster.createDatabase("shop")
        let url = cluster.url("shop")
        let scratch = try ScratchDirectory()
        let catalog = try scratch.write(
            FixtureCatalog.json([.init(id: "k-1", name: "Kettle", category: "tools", price: 4500)]),
            to: "shop.json")
        // No edition recorded yet: a look from a terminal goes on (to want a terminal) and
        // leaves the choice of the shop's file to its hosts.
        let look = try PlainRun.run(["--database", url, "--catalog", catalog], scratch: scratch)
        #expect(!look.error.contains("sells from edition"), "\(look.error)")
        #expect(try cluster.psql("shop", "SELECT count(*) FROM shopCatalog") == "0\n")
        let shop = try PostgresShopStore.open(try PostgresLocation(url: url, environment: [:]))
        let theirs = String(repeating: "ab", count: 32)
        #expect(try shop.claimCatalogEdition(theirs, moving: false) == .recorded)
        shop.close()
        let run = try PlainRun.run(["--database", url, "--catalog", catalog], scratch: scratch)
        #expect(run.termination == .exited(1), "\(run.error)")
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1, "\(run.error)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("aisle: the catalog \(catalog) is edition "))
        #expect(line.contains(" sells from edition abababababababab: run with the shop's catalog "))
        #expect(try cluster.psql("shop", "SELECT edition FROM shopCatalog") == theirs + "\n")
    }
}
