import Testing

@testable import ShopServer

#if canImport(Glibc)
    import Glibc
#endif

/// The child's one owner: spawned with its limits, signalled and reaped through its pidfd.
@Suite(.timeLimit(.minutes(10))) struct PtyProcessTests {
    private func spawn(_ script: String, memoryLimit: UInt64 = 0) throws -> PtyProcess {
        try #require(
            PtyProcess.spawn(
                executable: "/bin/sh", arguments: ["sh", "-c", script],
                environment: ["PATH=/usr/bin:/bin"], size: WindowSize(columns: 80, rows: 24),
                memoryLimit: memoryLimit))
    }

    /// Waits (bounded) for the child to end; nil if it did not within 20 s.
    private func waitForExit(_ child: PtyProcess) -> ExitCode? {
        for _ in 0..<2000 {
            if let code = child.reap() { return code }
            usleep(10_000)
        }
        return nil
    }

    /// Everything the child wrote to its terminal until it closed.
    private func output(_ child: PtyProcess) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(child.master, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(child.master)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theExitStatusIsCollectedOnceAndSignalsStopThen() throws {
        let child = try spawn("exit 3")
        #expect(waitForExit(child) == .exited(3))
        #expect(child.reap() == .exited(3), "the same answer again")
        // The pid may already be someone else's: nothing may be sent to it.
        #expect(!child.signal(SIGKILL))
        close(child.master)
    }

    @Test func aKillGoesToThatChildAndIsSeenAsItsSignal() throws {
        let child = try spawn("sleep 60")
        #expect(child.signal(SIGKILL))
        #expect(waitForExit(child) == .signaled(SIGKILL))
        #expect(!child.signal(SIGHUP))
        close(child.master)
    }

    @Test func theChildsAddressSpaceIsLimited() throws {
        let child = try spawn("ulimit -v", memoryLimit: 256 << 20)
        let text = output(child)
        #expect(text.contains("262144"), "ulimit -v printed \(text)")
        #expect(waitForExit(child) == .exited(0))
    }

    @Test func theTerminalHasTheClampedSize() throws {
        let child = try spawn("stty size")
        #expect(output(child).contains("24 80"))
        #expect(waitForExit(child) == .exited(0))
    }
}
