import Foundation
import Glibc
import TestSupport
import Testing

/// The catalog cache as a user meets it: a damaged page never costs the cart, and another
/// Aisle stopped in the middle of an import never makes this one hang.
@Suite(
    "Catalog cache end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CatalogCacheEndToEndTests {
    /// The one catalog cache under `home`.
    static func cacheFile(home: String) throws -> String {
        let directory = home + "/.cache/aisle"
        let names = Disk.names(in: directory).filter {
            $0.hasPrefix("catalog-") && $0.hasSuffix(".sqlite")
        }
        guard names.count == 1, let name = names.first else {
            throw E2EFailure("expected one cache in \(directory), found \(names)")
        }
        return directory + "/" + name
    }

    @Test("a damaged page of the cache: the cart is kept, the cache rebuilt, and the user told")
    func damagedCachePage() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("matcha")
        try session.sendKeys("Enter")
        let results = ScreenRows.listNames(try session.waitForTitle("Results for “matcha”"))
        let product = try #require(results.first)
        try session.sendKeys("a")
        try session.waitUntil("one item in the cart") { ScreenRows.topBar($0).contains("Cart 1") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        let cache = try Self.cacheFile(home: session.home)
        try DamagedPage.overwrite(containing: product, in: cache)
        try session.launch(["--catalog", catalog])
        let rows = try session.waitFor("Rebuilt the catalog cache: a read failed")
        #expect(ScreenRows.topBar(rows).contains("Cart 1"), "the line is still in the cart")
        try session.sendKeys("c")
        #expect(ScreenRows.listNames(try session.waitForTitle("Cart")) == [product])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let saved = SavedUserData.read(dataHome: session.dataHome, catalog: catalog)
        #expect(saved?.cart.lines.count == 1, "still in aisle.sqlite")
        #expect(!Disk.exists(cache + ".damaged"), "rebuilt, the damaged copy removed")
        #expect(try Self.cacheFile(home: session.home) == cache)
    }

    @Test("another Aisle stopped while importing: aisle link says it waits, then goes on")
    func stoppedImporter() throws {
        let session = try TmuxSession(width: 200)
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        // A first run makes the cache; without it, the next run must import again.
        let first = try PlainRun.run(["link", "--catalog", catalog], scratch: session.scratch)
        #expect(first.termination == .exited(0))
        let cache = try Self.cacheFile(home: session.home)
        #expect(unlink(cache) == 0)
        // The stopped importer: its lock held and never touched again (no heartbeat).
        let lockPath =
            session.home + "/.cache/aisle/." + (cache as NSString).lastPathComponent
            + ".lock"
        let holder = try LockFileHolder(lockPath)

        try session.launch(["link", "--catalog", catalog], keepAlive: true, recordOutput: true)
        // A generous guard against a hang, not a timing assertion.
        let ending = try session.waitForWrappedExit(timeout: .seconds(120))
        #expect(ending.status == 0)
        let rows = try session.screen()
        #expect(rows.contains { $0.hasPrefix("aisle://") }, "the link is printed: \(rows)")
        #expect(rows.contains { $0.contains("seems stopped") }, "and why no cache is kept: \(rows)")
        let output = String(decoding: Disk.contents(session.outputLog) ?? [], as: UTF8.self)
        #expect(
            output.contains("Waiting for another Aisle to finish importing catalog.json…"),
            "the wait was said on the terminal")
        #expect(!Disk.exists(cache), "the held cache is not built behind the holder's back")
        _ = holder
    }

    @Test("no usable home and no usable TMPDIR: the message names both, not a full disk")
    func nowhereToImport() throws {
        let scratch = try ScratchDirectory()
        let catalog = try scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let result = try PlainRun.run(
            ["link", "--catalog", catalog],
            environment: ["HOME": scratch.file("no-home"), "TMPDIR": scratch.file("no-tmp")],
            scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(
            result.error.contains("the home directory \(scratch.file("no-home")) does not exist"))
        #expect(result.error.contains(scratch.file("no-tmp")))
        #expect(result.error.contains("no such file or directory"))
        #expect(!result.error.contains("free some space"), "\(result.error)")
    }
}
