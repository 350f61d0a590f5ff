import Foundation
import Glibc
import Testing

/// Files Aisle may not write or read, and the modes of what it creates. Permission checks
/// mean nothing to root, so those parts run as `nobody` when the tests run as root.
@Suite(
    "Permissions", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .enabled(
        if: UnprivilegedRun.userSwitch != nil,
        "running as root with no user nobody, or neither setpriv nor runuser installed"),
    .timeLimit(.minutes(20)))
struct PermissionTests {
    @Test("a read-only state directory: Aisle runs, warns once after exit, status 0, file intact")
    func readOnlyStateDirectory() throws {
        let session = try TmuxSession()
        let user = try UnprivilegedRun(session)
        try user.browseToCoffeeAndQuit()
        let directory = user.stateHome + "/aisle"
        let file = directory + "/navigation.json"
        let before = try #require(ScratchDirectory.contents(of: file))
        try #require(chmod(directory, 0o500) == 0)

        try session.start(user.command, recordOutput: true)
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("Left")
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .exited(0), terminalRestored: true))
        let after = session.outputAfterAlternateScreen(containing: "could not save") ?? ""
        let warning = "could not save \(file): permission denied"
        #expect(after.components(separatedBy: warning).count == 2, "one warning: \(after)")
        #expect(ScratchDirectory.contents(of: file) == before)
        #expect(StateFiles.temporaries(in: directory).isEmpty)
    }

    @Test("an unreadable navigation.json: not read, not overwritten, one notice")
    func unreadableFile() throws {
        let session = try TmuxSession()
        let user = try UnprivilegedRun(session)
        try user.browseToCoffeeAndQuit()
        let file = user.stateHome + "/aisle/navigation.json"
        let before = try #require(ScratchDirectory.contents(of: file))
        try #require(chmod(file, 0) == 0)

        try session.start(user.command, recordOutput: true)
        let rows = try session.waitForHome(highlighting: "Coffee & Tea")
        let notice = ScreenRows.notice(rows)
        #expect(
            notice.contains("navigation.json") && notice.contains("permission denied"), "\(notice)")
        #expect(notice.components(separatedBy: "permission denied").count == 2, "once: \(notice)")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .exited(0), terminalRestored: true))
        #expect(ScratchDirectory.contents(of: file) == before, "not overwritten")
        #expect(
            StateFiles.mode(of: file) == 0, "mode \(StateFiles.octal(StateFiles.mode(of: file)))")
        let after = session.outputAfterAlternateScreen(containing: TmuxSession.endMarker) ?? ""
        #expect(!after.contains("could not save"), "no save was tried: \(after)")
    }

    @Test("a state directory another user owns or others may write in: not read, not written")
    func untrustedStateDirectory() throws {
        let session = try TmuxSession()
        let user = try UnprivilegedRun(session)
        // Made by the test's user (root in CI: not the user Aisle runs as), open to everyone.
        let directory = try session.scratch.directory("user/state/aisle")
        try #require(chmod(directory, 0o777) == 0)
        try Data(Self.coffee.utf8).write(to: URL(fileURLWithPath: directory + "/navigation.json"))
        try #require(chmod(directory + "/navigation.json", 0o666) == 0)

        try session.start(user.command, recordOutput: true)
        let rows = try session.waitForHome(highlighting: "Coffee & Tea")
        let notice = ScreenRows.notice(rows)
        #expect(notice.hasPrefix("The saved screens are not read or saved"), "\(notice)")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .exited(0), terminalRestored: true))
        #expect(StateFiles.names(in: directory) == ["navigation.json"], "no temporary, no lock")
        #expect(
            ScratchDirectory.contents(of: directory + "/navigation.json") == Array(Self.coffee.utf8)
        )
        let after = session.outputAfterAlternateScreen(containing: TmuxSession.endMarker) ?? ""
        #expect(!after.contains("could not save"), "no save was tried: \(after)")
        #expect(
            ScratchDirectory.contents(of: session.scratch.file("user/data/aisle/aisle.sqlite"))
                != nil)
    }

    static let coffee =
        #"{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"coffee"}}],"screens":[]}"#

    @Test(
        "created directories are 0700 and files 0600 whatever the umask",
        arguments: [0o000, 0o022, 0o077, 0o277] as [mode_t])
    func modes(umask: mode_t) throws {
        let session = try TmuxSession()
        let base = session.scratch.file("new")
        let environment = ["XDG_STATE_HOME": base + "/state", "XDG_DATA_HOME": base + "/data"]
        try runWithUmask(umask, session, environment: environment)
        let directories = [
            base, base + "/state", base + "/state/aisle", base + "/data", base + "/data/aisle",
        ]
        for directory in directories {
            let mode = StateFiles.mode(of: directory)
            #expect(mode == 0o700, "\(directory): \(StateFiles.octal(mode))")
        }
        // SQLite gives its -wal and -shm files the database's own mode.
        let files =
            [
                base + "/state/aisle/navigation.json", base + "/data/aisle/aisle.sqlite",
            ]
            + ["-wal", "-shm"].map { base + "/data/aisle/aisle.sqlite" + $0 }.filter {
                FileManager.default.fileExists(atPath: $0)
            }
        for file in files {
            let mode = StateFiles.mode(of: file)
            #expect(mode == 0o600, "\(file): \(StateFiles.octal(mode))")
        }
    }

    @Test("lock files are 0600 too, whatever the umask")
    func lockFileModes() throws {
        let session = try TmuxSession()
        try runWithUmask(0o277, session, environment: [:])
        let locks = [session.stateHome + "/aisle/.navigation.json.lock"]
        // Lock files are set to 0600 after opening: O_CREAT alone keeps the umask's bits.
        for lock in locks {
            let mode = StateFiles.mode(of: lock)
            #expect(mode == 0o600, "\(lock): \(StateFiles.octal(mode))")
        }
    }

    @Test("existing directories keep their modes")
    func existingDirectories() throws {
        let session = try TmuxSession()
        let state = try session.scratch.directory("kept/state")
        let aisle = try session.scratch.directory("kept/state/aisle")
        try #require(chmod(state, 0o755) == 0 && chmod(aisle, 0o750) == 0)
        try runWithUmask(0, session, environment: ["XDG_STATE_HOME": state])
        #expect(StateFiles.mode(of: state) == 0o755)
        #expect(StateFiles.mode(of: aisle) == 0o750)
        #expect(StateFiles.mode(of: aisle + "/navigation.json") == 0o600)
    }

    /// Runs Aisle under `umask`, opens Coffee & Tea and quits.
    private func runWithUmask(
        _ umask: mode_t, _ session: TmuxSession, environment: [String: String?]
    ) throws {
        let wrapper = ["sh", "-c", "umask \(String(umask, radix: 8)); exec \"$0\" \"$@\""]
        try session.start(
            session.appCommand(
                ["--catalog", AisleProgram.bundledCatalog()], environment: environment,
                wrapper: wrapper))
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}

/// Runs Aisle as a user the permission bits apply to: `nobody` (through setpriv or runuser)
/// when the tests run as root, else the current user. Its home, state and data directories
/// are in the session's scratch directory, owned by that user; the binary and the catalog are
/// copied there, since the checkout may sit where that user cannot enter (root's home, a
/// `mktemp -d` folder).
private struct UnprivilegedRun {
    let session: TmuxSession
    let stateHome: String
    /// The pane command: Aisle as that user, under the reporting wrapper.
    let command: [String]

    /// Prepares the directories, or fails saying why Aisle cannot run as that user.
    init(_ session: TmuxSession) throws {
        self.session = session
        let switchUser = try #require(Self.userSwitch, "the suite runs only when it is known")
        // The scratch directory is root's 0700; the user must be able to pass through it.
        chmod(session.scratch.path, 0o711)
        let base = try session.scratch.directory("user")
        let catalog = base + "/catalog.json"
        try FileManager.default.copyItem(atPath: AisleProgram.bundledCatalog(), toPath: catalog)
        // Copied by cp, not by this process: a copy open for writing here would be inherited by
        // whatever another test spawns meanwhile, and exec'ing it would fail with ETXTBSY.
        let binary = base + "/aisle"
        let copy = try ProcessSpawner.run(
            ["cp", try AisleProgram.binary(), binary],
            environment: ["PATH": AisleProgram.searchPath], scratch: session.scratch)
        try #require(copy.termination == .exited(0), "cp: \(copy.error)")
        try #require(chmod(binary, 0o755) == 0 && chmod(catalog, 0o644) == 0)
        stateHome = base + "/state"
        for directory in [base, base + "/home", stateHome, base + "/data"] {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true)
        }
        if let (uid, gid) = switchUser.owner {
            for path in [base, base + "/home", stateHome, base + "/data", catalog] {
                chown(path, uid, gid)
            }
        }
        let environment = [
            "HOME": base + "/home", "XDG_STATE_HOME": stateHome, "XDG_DATA_HOME": base + "/data",
        ]
        command =
            session.environmentCommand(environment) + switchUser.prefix
            + TmuxSession.reportingWrapper() + [binary, "--catalog", catalog]
        let probe = try ProcessSpawner.run(
            switchUser.prefix + [binary, "--version"],
            environment: ["PATH": AisleProgram.searchPath], scratch: session.scratch)
        if probe.termination != .exited(0) {
            throw E2EFailure(
                "\(switchUser.prefix.first ?? "aisle") could not run aisle as an unprivileged "
                    + "user (\(probe.termination)): \(probe.error)")
        }
    }

    /// Starts Aisle, opens Coffee & Tea and quits, leaving a valid navigation.json.
    func browseToCoffeeAndQuit() throws {
        try session.start(command)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("q")
        let ending = try session.waitForWrappedEnding()
        try #require(ending.termination == .exited(0), "the preparing run: \(ending)")
        try #require(
            SavedNavigation.path(inFile: stateHome + "/aisle/navigation.json")
                == ["category/coffee"])
    }

    /// How to become `nobody`: the command prefix and the owner to give files (nil when not
    /// root: nothing to do), or nil when root has no way to switch (the suite is skipped then,
    /// by its trait, before any test starts).
    static let userSwitch: (prefix: [String], owner: (uid_t, gid_t)?)? = {
        guard geteuid() == 0 else { return ([], nil) }
        guard let entry = getpwnam("nobody") else { return nil }
        let uid = entry.pointee.pw_uid
        let gid = entry.pointee.pw_gid
        let setpriv = ProcessSpawner.resolve("setpriv", path: AisleProgram.searchPath + ":/sbin")
        if setpriv.hasPrefix("/") {
            return (
                [setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"], (uid, gid)
            )
        }
        let runuser = ProcessSpawner.resolve("runuser", path: "/usr/sbin:/sbin:/usr/bin:/bin")
        if runuser.hasPrefix("/") { return ([runuser, "-u", "nobody", "--"], (uid, gid)) }
        return nil
    }()
}
