import Glibc
import Testing

/// Several instances sharing one state directory: whatever they do at the same moment, the
/// file is always one instance's complete document, and none of them waits long on another.
@Suite(
    "Concurrent saves",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ConcurrentSaveTests {
    @Test("four instances quitting at once, ten times: one instance's whole file, no temporaries")
    func quittingTogether() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let products = try listedTeas(session, catalog: catalog)
        let command = try session.appCommand(["--catalog", catalog, "--fresh"])
        let windows = products.indices.map { "w\($0)" }
        // Instance k opens the k-th tea: four different screens, four different documents.
        let candidates = Set(products.map { ["category/tea", "product/\($0)"] })
        var winners: [[String]: Int] = [:]
        for round in 1...10 {
            for name in windows { try session.start(command, inWindow: name) }
            for name in windows {
                try waitUntil(session, name, "Home") { ScreenRows.topBar($0).hasPrefix(" 1 Home") }
            }
            // One tmux command: the server delivers every window's keys in one go.
            var keys: [String] = []
            for (index, name) in windows.enumerated() {
                keys += keys.isEmpty ? [] : [";"]
                keys += ["send-keys", "-t", session.window(name), "Enter"]
                keys += Array(repeating: "Down", count: index) + ["Enter", "q"]
            }
            try session.tmux(keys)
            for name in windows {
                #expect(try session.waitForExit(of: session.window(name)) == .exited(0))
            }
            let path = try #require(
                SavedNavigation.path(inFile: session.navigationFile),
                "round \(round): navigation.json is not a complete document")
            #expect(candidates.contains(path), "round \(round): \(path)")
            winners[path, default: 0] += 1
            let directory = session.stateHome + "/aisle"
            #expect(StateFiles.temporaries(in: directory).isEmpty, "round \(round)")
            #expect(!StateFiles.names(in: directory).contains { $0.contains("corrupt") })
        }
        #expect(winners.values.reduce(0, +) == 10)
    }

    @Test("a quit while another instance holds the lock: saved and ended, never waiting on it")
    func heldLock() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.waitForFile(session.navigationFile, "hold Home") {
            SavedNavigation.path(in: $0) == []
        }
        let lock = try StateFiles.holdLock(session.stateHome + "/aisle/.navigation.json.lock")
        defer { close(lock) }
        try session.sendKeys("Enter", "q")
        // The lock stays held to the end: the app gave up waiting for it and saved anyway.
        // How long it tries first is the writer's timeout, tested in-process with its clock.
        #expect(try session.waitForExit(timeout: .seconds(30)) == .exited(0))
        #expect(SavedNavigation.path(inFile: session.navigationFile) == ["category/coffee"])
        #expect(StateFiles.temporaries(in: session.stateHome + "/aisle").isEmpty)
    }

    @Test("moving from screen to screen while another instance holds the lock, then quitting")
    func heldLockWhileMoving() throws {
        let session = try TmuxSession()
        let directory = try session.scratch.directory("state/aisle")
        let lock = try StateFiles.holdLock(directory + "/.navigation.json.lock")
        defer { close(lock) }
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let names = ScreenRows.listNames(try session.waitForTitle("Coffee & Tea"))
        try #require(names.count >= 3, "Coffee & Tea lists at least three products")
        // Each product, opened in turn, reaches the file while the lock is still held: saves
        // keep coming and none waits for good.
        var saved: [String] = []
        for name in names.prefix(3) {
            try session.open(name)
            let bytes = try session.waitForFile(session.navigationFile, "hold \(name)") {
                Self.newProduct(in: $0, notIn: saved) != nil
            }
            saved.append(Self.newProduct(in: bytes, notIn: saved) ?? "")
            try session.sendKeys("Left")
            try session.waitForTitle("Coffee & Tea")
        }
        try session.open(names[names.count > 3 ? 3 : 0])
        try session.sendKeys("q")
        #expect(try session.waitForExit(timeout: .seconds(30)) == .exited(0))
        let path = SavedNavigation.path(inFile: session.navigationFile) ?? []
        #expect(path.count == 2 && path.last?.hasPrefix("product/") == true, "saved: \(path)")
        #expect(StateFiles.temporaries(in: directory).isEmpty)
    }

    /// The product route of a saved `category/coffee › product/…` path in `bytes`, when it is
    /// none of `earlier`.
    private static func newProduct(in bytes: [UInt8], notIn earlier: [String]) -> String? {
        guard let path = SavedNavigation.path(in: bytes), path.count == 2,
            path[0] == "category/coffee", path[1].hasPrefix("product/"), !earlier.contains(path[1])
        else { return nil }
        return path[1]
    }

    /// The ids of the teas in the order the Tea Room lists them.
    private func listedTeas(_ session: TmuxSession, catalog: String) throws -> [String] {
        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("Enter")
        let names = ScreenRows.listNames(try session.waitForTitle("Tea Room"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let ids = names.compactMap { name in FixtureCatalog.standard.first { $0.name == name }?.id }
        try #require(ids.count == 4, "the Tea Room lists four teas: \(names)")
        return ids
    }

    private func waitUntil(
        _ session: TmuxSession, _ window: String, _ what: String, _ condition: ([String]) -> Bool
    ) throws {
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while true {
            let rows = try session.screen(of: session.window(window))
            if condition(rows) { return }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("window \(window) never showed \(what)", screen: rows)
            }
            usleep(10_000)
        }
    }
}
