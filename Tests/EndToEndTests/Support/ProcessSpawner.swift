import Foundation
import Glibc

/// What a finished child left behind.
struct ProcessResult {
    let termination: Termination
    let standardOutput: [UInt8]
    let standardError: [UInt8]

    /// Standard output as text (invalid UTF-8 repaired).
    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as text (invalid UTF-8 repaired).
    var error: String { String(decoding: standardError, as: UTF8.self) }
}

/// Runs a program to completion with `posix_spawnp` + `waitpid`. `Foundation.Process` is not used:
/// running `tmux new-session` with it hangs on Linux (the daemonised server inherits the
/// descriptor Process watches for exit). Output goes to files, not pipes, so a daemon that keeps
/// an inherited descriptor open can never make the reader wait for an end of file.
enum ProcessSpawner {
    /// Runs `arguments` (searched in `PATH` of `environment`) with exactly `environment`, standard
    /// input from /dev/null, and returns its status and output. `scratch` holds the output files.
    static func run(
        _ arguments: [String], environment: [String: String], scratch: ScratchDirectory
    ) throws -> ProcessResult {
        let name = "spawn-\(UUID().uuidString)"
        let outPath = scratch.file(name + ".out")
        let errPath = scratch.file(name + ".err")
        defer {
            unlink(outPath)
            unlink(errPath)
        }

        let pid = try start(
            arguments, environment: environment, output: outPath, error: errPath, append: false)
        let status = try wait(for: pid)
        return ProcessResult(
            termination: Termination(waitStatus: status),
            standardOutput: ScratchDirectory.contents(of: outPath) ?? [],
            standardError: ScratchDirectory.contents(of: errPath) ?? [])
    }

    /// Starts `arguments` (searched in `PATH` of `environment`) with exactly `environment`,
    /// standard input from /dev/null and the outputs written to the files `output` and `error`
    /// (appended to, unless `append` is false), and returns its pid; the caller reaps it.
    static func start(
        _ arguments: [String], environment: [String: String], output: String, error: String,
        append: Bool = true
    ) throws -> pid_t {
        guard let program = arguments.first else { throw E2EFailure("nothing to run") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags = O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, flags, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, flags, 0o600)
        // A child started from a Swift-concurrency thread inherits that thread's blocked signals;
        // the tmux server then ignores kill-server. Start every child with a clean slate.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // posix_spawnp searches the caller's PATH, so resolve the program in the child's own.
        var pid = pid_t()
        let spawned = posix_spawn(
            &pid, resolve(program, path: environment["PATH"]), &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw E2EFailure("cannot start \(program): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// The first executable `program` in the colon-separated `path`, or `program` itself.
    static func resolve(_ program: String, path: String?) -> String {
        if program.contains("/") { return program }
        let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(program)"
            if isExecutableFile(candidate) { return candidate }
        }
        return program
    }

    /// Whether `path` is a regular file this process may execute.
    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    static func wait(for pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw E2EFailure("waitpid \(pid): errno \(errno)") }
        }
        return status
    }
}
