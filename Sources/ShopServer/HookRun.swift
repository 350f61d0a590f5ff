import CAislePty
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the `--on-order` command: `/bin/sh -c COMMAND` in a process group of its own,
/// the document on standard input (an unlinked file in the server's state directory, so
/// writing it never waits on the command), standard output discarded, standard error kept (its
/// first `keptError` bytes) for the log, stopped at the time limit.
struct HookRun {
    /// How it ended.
    enum Ending: Equatable {
        /// It exited, or was killed by a signal.
        case ended(ExitCode)
        /// It ran past the time limit and was stopped.
        case timedOut
        /// It could not be started (errno's words).
        case notStarted(String)
    }

    /// The most of its standard error the log keeps.
    static let keptError = 2048

    let ending: Ending
    /// The start of what it wrote on standard error.
    let errorOutput: String
    /// How long it took, in milliseconds.
    let milliseconds: Int

    /// Runs `command` with `document` on standard input and the server's `environment`,
    /// within `timeLimit` seconds; its exit is collected by `reaper` (the server's).
    static func run(
        _ command: String, document: String, environment: [String], timeLimit: Int,
        directory: String, reaper: ChildReaper
    ) -> HookRun {
        let started = monotonicMilliseconds()
        func ended(_ ending: Ending, _ error: String = "") -> HookRun {
            HookRun(
                ending: ending, errorOutput: error,
                milliseconds: monotonicMilliseconds() - started)
        }
        guard let input = documentFile(document, in: directory) else {
            return ended(.notStarted("the order could not be written for it: \(words(errno))"))
        }
        defer { close(input) }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return ended(.notStarted(words(errno))) }
        let pid = CStrings.with(["/bin/sh", "-c", command]) { argv in
            CStrings.with(environment) { envp in
                aisle_hook_spawn("/bin/sh", argv, envp, input, pipeEnds[1])
            }
        }
        let spawnError = errno
        close(pipeEnds[1])
        guard pid > 0 else {
            close(pipeEnds[0])
            return ended(.notStarted(words(spawnError)))
        }
        guard let child = HookChild(pid: pid) else {
            let error = errno
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            close(pipeEnds[0])
            return ended(.notStarted(words(error)))
        }
        let exit = Mutex<ExitCode?>(nil)
        reaper.watch(child) { code in exit.withLock { $0 = code } }
        let deadline = started + timeLimit * 1000
        var error = ErrorCapture(descriptor: pipeEnds[0])
        while exit.withLock({ $0 }) == nil, monotonicMilliseconds() < deadline {
            error.readSome(waitingMilliseconds: 100)
        }
        var timedOut = false
        if exit.withLock({ $0 }) == nil {
            timedOut = true
            kill(-pid, SIGTERM)
            let grace = monotonicMilliseconds() + 2000
            while exit.withLock({ $0 }) == nil, monotonicMilliseconds() < grace {
                error.readSome(waitingMilliseconds: 50)
            }
            if exit.withLock({ $0 }) == nil { kill(-pid, SIGKILL) }
        }
        // What it wrote before it ended is in the pipe; a child of its own that kept the pipe
        // open is not waited for.
        while error.readSome(waitingMilliseconds: 0) {}
        error.close()
        return ended(
            timedOut ? .timedOut : .ended(exit.withLock { $0 } ?? .signaled(SIGKILL)),
            error.text)
    }

    /// `document` in a new file under `directory`, already unlinked, positioned at its start;
    /// nil with errno when it could not be made.
    private static func documentFile(_ document: String, in directory: String) -> Int32? {
        var template = Array((directory + "/.on-order-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        unlink(template)
        let bytes = Array(document.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let saved = errno
                close(descriptor)
                errno = saved
                return nil
            }
            offset += written
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    private static func words(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The read end of the command's standard error: the first `HookRun.keptError` bytes are kept,
/// the rest read and dropped (so the command never blocks on a full pipe).
private struct ErrorCapture {
    var descriptor: Int32
    var kept: [UInt8] = []

    /// Reads what is there, waiting up to `waitingMilliseconds` for something; at the end of
    /// the stream the descriptor is closed. Returns whether bytes were read.
    @discardableResult
    mutating func readSome(waitingMilliseconds: Int32) -> Bool {
        guard descriptor >= 0 else {
            if waitingMilliseconds > 0 { usleep(UInt32(waitingMilliseconds) * 1000) }
            return false
        }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EINTR { return true }
        guard count > 0 else {
            close()
            return false
        }
        kept += buffer[0..<min(count, max(0, HookRun.keptError - kept.count))]
        return true
    }

    mutating func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// What was kept, as text.
    var text: String { String(decoding: kept, as: UTF8.self) }
}
