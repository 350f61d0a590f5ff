import Foundation
import Testing

/// The catalog cache as a user meets it: imported at the first start, reused after, rebuilt
/// with a notice when the catalog changes or the cache is damaged, and a SQLite catalog given
/// directly.
@Suite(
    "Catalog cache end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct CatalogCacheEndToEndTests {
    /// The one cache file under the session's `~/.cache/aisle`.
    static func cacheFiles(_ session: TmuxSession) -> [String] {
        let folder = session.home + "/.cache/aisle"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".sqlite") }.sorted().map { folder + "/" + $0 }
    }

    static func inode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? Int
    }

    @Test("imported once, reused, then rebuilt with a notice when the catalog changes")
    func changedCatalog() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let caches = Self.cacheFiles(session)
        #expect(caches.count == 1)
        let first = try #require(caches.first.flatMap(Self.inode))

        try session.launch(["--catalog", catalog, "--fresh"])
        let rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(!ScreenRows.text(rows).contains("Rebuilt"), "an unchanged catalog is not imported")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(Self.cacheFiles(session).first.flatMap(Self.inode) == first)

        var items = FixtureCatalog.standard
        items[0].name = "Sencha Supreme"
        try session.scratch.write(FixtureCatalog.json(items), to: "catalog.json")
        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitFor("Rebuilt the catalog cache: the catalog changed.")
        try session.sendKeys("Enter")
        try session.waitFor("Sencha Supreme")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("a damaged cache is rebuilt and said so once")
    func damagedCache() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let cache = try #require(Self.cacheFiles(session).first)
        try Data("not a database, only some words".utf8).write(to: URL(fileURLWithPath: cache))

        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitFor("Rebuilt the catalog cache: it was damaged")
        try session.sendKeys("Enter")
        try session.waitFor("Matcha Whisk")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        try session.launch(["--catalog", catalog, "--fresh"])
        let rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(!ScreenRows.text(rows).contains("Rebuilt"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test(
        "a SQLite catalog given directly opens like the same catalog in JSON",
        .enabled(if: Python.isAvailable, "python3 writes the SQLite catalog"))
    func sqliteCatalog() throws {
        let session = try TmuxSession()
        let json = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let database = session.scratch.file("shop.db")
        try Python.run(
            """
            import json, sqlite3, sys
            catalog = json.load(open(sys.argv[1]))
            db = sqlite3.connect(sys.argv[2])
            db.executescript('''
              CREATE TABLE catalog(currency TEXT NOT NULL);
              CREATE TABLE categories(id TEXT, name TEXT);
              CREATE TABLE sellers(id TEXT, name TEXT, about TEXT);
              CREATE TABLE products(id TEXT, name TEXT, category TEXT, seller TEXT,
                                    price INTEGER, stock INTEGER, description TEXT);''')
            db.execute("INSERT INTO catalog VALUES (?)", (catalog["currency"],))
            for c in catalog["categories"]:
                db.execute("INSERT INTO categories VALUES (?, ?)", (c["id"], c["name"]))
            for s in catalog["sellers"]:
                db.execute("INSERT INTO sellers VALUES (?, ?, ?)", (s["id"], s["name"], s["about"]))
            for p in catalog["products"]:
                db.execute("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (p["id"], p["name"], p["category"], p["seller"], p["price"],
                            p["stock"], p["description"]))
            db.commit()
            """, arguments: [json, database])
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        try session.launch(["--catalog", database, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("/")
        try session.type("matcha")
        try session.sendKeys("Enter")
        let rows = try session.waitFor("Results for “matcha”")
        #expect(ScreenRows.listNames(rows) == ["Matcha Whisk", "Ceremonial Matcha"])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "opened read-only")
    }
}

/// python3, for tests that need a tool Swift's standard library lacks (writing SQLite).
enum Python {
    static let path = "/usr/bin/python3"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `script` with `arguments`; throws when it fails.
    static func run(_ script: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", script] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw E2EFailure("python3 failed with status \(process.terminationStatus)")
        }
    }
}
