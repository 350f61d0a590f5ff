import Glibc
import StateFiles
import TestSupport
import Testing

/// Fails every call a save makes, one at a time, and checks the promise of the save protocol:
/// the target is never torn, a failure before the rename leaves it byte-identical, no temporary
/// file and no descriptor is left behind.
@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterFaultTests {
    static let operations: [FileOperation] = [
        .open, .write, .sync, .close, .rename, .setPermissions, .makeDirectory, .lock, .status,
    ]
    static let old = Disk.pattern(50_000, seed: 3)
    static let new = Disk.pattern(70_000, seed: 9)

    /// Where the target is, relative to the test directory, and whether it exists beforehand.
    enum Scenario: CaseIterable, Sendable {
        case overwrite, createInNewDirectories
        var relativePath: String { self == .overwrite ? "navigation.json" : "a/b/navigation.json" }
    }

    @Test(arguments: Scenario.allCases, operations)
    func everyFailureLeavesTheOldFile(scenario: Scenario, operation: FileOperation) throws {
        let calls = try Self.callsInCleanSave(scenario: scenario, operation: operation)
        if [.open, .write, .sync, .close, .rename].contains(operation) {
            #expect(calls >= 1, "a save should \(operation) at least once")
        }
        for occurrence in 1...(calls + 1) {
            let fault = FaultyFileSystem.Fault(
                operation: operation, occurrence: occurrence,
                errno: operation == .write ? ENOSPC : EIO)
            try Self.check(scenario: scenario, fault: fault, expectFault: occurrence <= calls)
        }
    }

    /// How many times a save that goes well calls `operation`.
    static func callsInCleanSave(scenario: Scenario, operation: FileOperation) throws -> Int {
        let directory = try TemporaryDirectory()
        let target = directory.file(scenario.relativePath)
        if scenario == .overwrite { try Disk.put(old, at: target) }
        let fileSystem = FaultyFileSystem()
        try AtomicFileWriter(fileSystem: fileSystem).write(new, to: target)
        return fileSystem.count(operation)
    }

    static func check(scenario: Scenario, fault: FaultyFileSystem.Fault, expectFault: Bool) throws {
        let directory = try TemporaryDirectory()
        let target = directory.file(scenario.relativePath)
        if scenario == .overwrite { try Disk.put(old, at: target) }
        let before = scenario == .overwrite ? old : nil
        let fileSystem = FaultyFileSystem(fault: fault)
        let writer = AtomicFileWriter(fileSystem: fileSystem, lockTimeout: .zero)
        var thrown: FileSystemError?
        var outcome: SaveOutcome?
        do {
            outcome = try writer.write(new, to: target)
        } catch {
            thrown = error
        }
        let renamed = fileSystem.calls.contains { $0.operation == .rename && $0.succeeded }
        let after = Disk.contents(target)
        let context = Comment(rawValue: "\(scenario) \(fault)")

        #expect(fileSystem.openPaths == [], context)
        let folder = scenario == .overwrite ? directory.path : directory.file("a/b")
        #expect(!Disk.names(in: folder).contains { $0.contains(".tmp-") }, context)
        #expect(Disk.names(in: directory.path).allSatisfy { !$0.contains(".tmp-") }, context)
        if let thrown {
            #expect(expectFault, context)
            #expect(thrown.path == target, context)
            #expect(thrown.operation == fault.operation, context)
            #expect(thrown.errno == fault.errno, context)
            // Nothing that fails after the rename fails the save.
            #expect(after == before, context)
            #expect(!renamed, context)
        } else if case .notDurable(let path, let cause) = outcome {
            // Only the flush of the directory comes after the rename: the save happened.
            #expect(expectFault && renamed && path == target, context)
            #expect(after == new, context)
            #expect(cause.path == folder, context)
            #expect(fault.operation == .sync || fault.operation == .open, context)
        } else {
            #expect(after == new, context)
            #expect(Disk.mode(target) == 0o600, context)
            // Besides a fault that never fired, only calls outside the save proper may fail
            // without failing it: inspecting a directory, anything on the optional lock file,
            // and closing the directory after its flush.
            let injected = fileSystem.calls.first { !$0.succeeded }
            let tolerated =
                injected.map { call in
                    call.operation == .status || call.path.hasSuffix(".lock")
                        || (call.operation == .close && call.path == folder)
                } ?? !expectFault
            #expect(tolerated, context)
        }
    }
}
