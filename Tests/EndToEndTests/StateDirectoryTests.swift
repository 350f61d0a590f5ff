import Foundation
import Glibc
import Testing

/// Where Aisle may keep files, with the real binary (audit rows 5 and 30): a missing home is
/// never created and the run goes on without persistence; root never reads or leaves files in
/// another user's home. (Row 28 as `nobody` is in PermissionTests.)
@Suite("State directories", .timeLimit(.minutes(20)))
struct StateDirectoryTests {
    static let unset: [String: String?] = ["XDG_STATE_HOME": nil, "XDG_DATA_HOME": nil]

    @Test("a missing HOME: session and link run, say once that nothing is saved, create nothing")
    func missingHomeCommands() throws {
        let scratch = try ScratchDirectory()
        let home = scratch.file("nonexistent")
        var environment = Self.unset
        environment["HOME"] = home
        let catalog = ["--catalog", AisleProgram.bundledCatalog()]
        let session = try PlainRun.run(
            ["session"] + catalog, environment: environment, scratch: scratch)
        #expect(session.termination == .exited(0), "stderr: \(session.error)")
        #expect(session.output.contains("Files: none; nothing is saved this session"))
        let warning =
            "aisle: Nothing is read or saved this session: the home directory \(home) "
            + "does not exist\n"
        #expect(session.error == warning)
        let link = try PlainRun.run(["link"] + catalog, environment: environment, scratch: scratch)
        #expect(link.termination == .exited(0), "stderr: \(link.error)")
        #expect(link.output == "aisle://\n")
        #expect(link.error == warning)
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test(
        "a missing HOME: Aisle runs without persistence, says so once, creates nothing",
        .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
    func missingHomeRun() throws {
        let session = try TmuxSession()
        let home = session.scratch.file("nonexistent")
        var environment = Self.unset
        environment["HOME"] = home
        try session.start(
            session.appCommand(
                ["--catalog", AisleProgram.bundledCatalog()], environment: environment,
                wrapper: TmuxSession.reportingWrapper()),
            recordOutput: true)
        let rows = try session.waitForHome(highlighting: "Coffee & Tea")
        let notice = ScreenRows.notice(rows)
        #expect(notice.components(separatedBy: "saved this session").count == 2, "\(notice)")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .exited(0), terminalRestored: true))
        let after = session.outputAfterAlternateScreen(containing: TmuxSession.endMarker) ?? ""
        #expect(!after.contains("aisle:"), "nothing more to say after the run: \(after)")
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test(
        "root with another user's HOME reads nothing there, writes nothing, warns once",
        .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
        .enabled(if: geteuid() == 0, "only root can run in a home that belongs to someone else"),
        .enabled(if: getpwnam("nobody") != nil, "there is no user nobody to own the home"))
    func rootInAnotherUsersHome() throws {
        let entry = try #require(getpwnam("nobody"))
        let (uid, gid) = (entry.pointee.pw_uid, entry.pointee.pw_gid)
        let session = try TmuxSession()
        let home = try session.scratch.directory("user-home")
        let directory = try session.scratch.directory("user-home/.local/state/aisle")
        let file = directory + "/navigation.json"
        let saved =
            #"{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"coffee"}}],"screens":[]}"#
        try Data(saved.utf8).write(to: URL(fileURLWithPath: file))
        for path in [home, home + "/.local", home + "/.local/state", directory, file] {
            try #require(chown(path, uid, gid) == 0)
        }
        let before = Self.tree(home)
        var environment = Self.unset
        environment["HOME"] = home
        try session.start(
            session.appCommand(
                ["--catalog", AisleProgram.bundledCatalog()], environment: environment,
                wrapper: TmuxSession.reportingWrapper()),
            recordOutput: true)
        try session.waitForHome(highlighting: "Coffee & Tea")
        // The notice may come a frame after Home on a busy machine: wait for it, then read it.
        let rows = try session.waitUntil("the start-up notice") {
            ScreenRows.notice($0).contains("saved this session")
        }
        let notice = ScreenRows.notice(rows)
        #expect(notice.contains("to user \(uid), not to this user"), "\(notice)")
        #expect(notice.components(separatedBy: "saved this session").count == 2, "\(notice)")
        try session.sendKeys("Down")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .exited(0), terminalRestored: true))
        #expect(Self.tree(home) == before, "nothing created, replaced or taken over")
        #expect(ScratchDirectory.contents(of: file) == Array(saved.utf8))
    }

    /// Every path under `root` with its owner and contents (for regular files).
    private static func tree(_ root: String) -> [String] {
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return names.sorted().map { name in
            var info = stat()
            lstat(root + "/" + name, &info)
            let bytes = ScratchDirectory.contents(of: root + "/" + name) ?? []
            return "\(name) uid=\(info.st_uid) \(bytes.count) bytes"
        }
    }
}
