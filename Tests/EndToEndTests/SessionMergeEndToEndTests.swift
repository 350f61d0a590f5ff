import Foundation
import Glibc
import Testing

/// Two instances on different catalogs, side by side: each quit keeps the other's session.
@Suite(
    "Sessions of instances side by side",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct SessionMergeEndToEndTests {
    @Test("two instances on different catalogs, both started before either quits: both kept")
    func twoCatalogsSideBySide() throws {
        let session = try TmuxSession()
        let usual = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let tools = FixtureCatalog.standard.filter { $0.category == "tools" }
        let other = try session.scratch.write(FixtureCatalog.json(tools), to: "other.json")
        try session.start(try session.appCommand(["--catalog", usual]), inWindow: "a")
        try session.start(try session.appCommand(["--catalog", other]), inWindow: "b")
        for name in ["a", "b"] {
            try waitUntil(session, name, "Home") { ScreenRows.topBar($0).hasPrefix(" 1 Home") }
        }
        // A opens Tea Room and quits; then B, which read no session at start, opens Tools.
        try session.tmux(["send-keys", "-t", session.window("a"), "Enter", "q"])
        #expect(try session.waitForExit(of: session.window("a")) == .exited(0))
        try session.tmux(["send-keys", "-t", session.window("b"), "Down", "Enter", "q"])
        #expect(try session.waitForExit(of: session.window("b")) == .exited(0))

        let sessions = try #require(Self.sessions(inFile: session.navigationFile))
        #expect(sessions.count == 2, "\(sessions)")
        #expect(sessions.first { $0.key.hasSuffix("/catalog.json") }?.value == ["tea"])
        #expect(sessions.first { $0.key.hasSuffix("/other.json") }?.value == ["tools"])
    }

    /// The category ids on each catalog's saved path, by catalog, read without the app's
    /// decoder: the top level's and each of `others`.
    static func sessions(inFile file: String) -> [String: [String]]? {
        guard let bytes = ScratchDirectory.contents(of: file),
            let top = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        else { return nil }
        let entries = [top] + ((top["others"] as? [[String: Any]]) ?? [])
        var sessions: [String: [String]] = [:]
        for entry in entries {
            guard let catalog = entry["catalog"] as? String,
                let path = entry["path"] as? [[String: Any]]
            else { return nil }
            sessions[catalog] = path.compactMap {
                ($0["category"] as? [String: Any])?["id"] as? String
            }
        }
        return sessions
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
