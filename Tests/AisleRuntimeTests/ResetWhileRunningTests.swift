import AisleApp
import AisleRuntime
import Glibc
import StateFiles
import TestSupport
import Testing

/// `aisle reset` while an Aisle runs would be undone by its next save: refused, naming it,
/// until it quits.
@Suite(.timeLimit(.minutes(10))) struct ResetWhileRunningTests {
    /// Resets the session unless an Aisle runs: whether it was refused, and by which pid.
    static func reset(_ locations: Persistence.Locations) -> (refused: Bool, pid: Int32?) {
        switch StateReset.unlessRunning(
            locations, { StateReset.reset(locations, includingCart: false) })
        {
        case .success: (false, nil)
        case .failure(let running): (true, running.pid)
        }
    }

    @Test func aRunningAisleKeepsItsSessionAndIsNamed() throws {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.key(.enter), .quit])
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        do {
            let running = try scratch.startup()
            let (refused, pid) = Self.reset(locations)
            #expect(refused && pid == getpid())
            #expect(Disk.exists(scratch.session), "the session was not removed")
            #expect(
                StateReset.Running(pid: 4242).message
                    == "Aisle is running (pid 4242); quit it first")
            _ = running
        }
        // Quit (its start-up gone): the reset goes ahead.
        #expect(!Self.reset(locations).refused)
        #expect(!Disk.exists(scratch.session))
    }

    /// Issue 30, item 8: a directory at `.running.lock` kept any run from announcing itself,
    /// and the reset went ahead while one ran (and was undone at its quit). Refused, in one
    /// line; the run says at start that the lock is not a regular file.
    @Test func aLockThatIsADirectoryRefusesTheResetAndIsToldAtStart() throws {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.key(.enter), .quit])
        let lock = scratch.directory.file("state/aisle/.running.lock")
        #expect(unlink(lock) == 0, "the run made it a regular file")
        #expect(mkdir(lock, 0o700) == 0)
        let running = try scratch.startup()
        #expect(
            running.notices.contains { $0.contains(".running.lock is a directory") },
            "\(running.notices)")
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        switch StateReset.unlessRunning(
            locations, { StateReset.reset(locations, includingCart: false) })
        {
        case .success: Issue.record("the reset went ahead")
        case .failure(let refusal):
            #expect(refusal.message.hasPrefix("\(lock) is a directory, not a regular file"))
            #expect(!refusal.message.contains("\n"))
        }
        #expect(Disk.exists(scratch.session), "the session was not removed")
        _ = running
    }

    @Test func aFirstRunAnnouncesItselfToo() throws {
        let scratch = try RuntimeScratch()
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        #expect(!Disk.exists(StoragePath.directory(of: scratch.session)))
        nonisolated(unsafe) var during: (refused: Bool, pid: Int32?)?
        let startup = try scratch.startup()
        let saver = startup.persistence.saver
        _ = scratch.run(
            startup,
            [
                .key(.enter), .pause(.seconds(2)), .inspect { saver.drain() },
                .pause(.milliseconds(1)), .inspect { during = Self.reset(locations) }, .quit,
            ])
        #expect(during?.refused == true, "start-up made the directory and took the lock")
        #expect(Disk.exists(scratch.session))
    }

    @Test func anInspectionIsNotARunningAisle() throws {
        let scratch = try RuntimeScratch()
        _ = scratch.run(try scratch.startup(), [.key(.enter), .quit])
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        let inspecting = try scratch.startup(readOnly: true)
        #expect(!Self.reset(locations).refused)
        _ = inspecting
    }
}
