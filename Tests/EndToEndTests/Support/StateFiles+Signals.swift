import Foundation
import Glibc

/// Looking at the app's directories from outside: names, modes, left-over temporary files,
/// and holding the advisory lock the way another instance would.
enum StateFiles {
    /// The names in `directory` (hidden ones too), sorted; empty when it cannot be listed.
    static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Temporary save files (`.<name>.tmp-<pid>-<hex>`) in `directory`.
    static func temporaries(in directory: String) -> [String] {
        names(in: directory).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }
    }

    /// The permission bits of `path` (not following a symbolic link), or nil.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// `mode` as `0o755`-style text for messages.
    static func octal(_ mode: mode_t?) -> String {
        mode.map { "0o" + String($0, radix: 8) } ?? "missing"
    }

    /// Takes `flock(LOCK_EX)` on `path` (created 0600 if missing) and returns the descriptor
    /// that holds it; closing it lets go. A peer that stopped while saving holds it like this.
    static func holdLock(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw E2EFailure("open \(path): errno \(errno)") }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw E2EFailure("flock \(path): errno \(errno)")
        }
        return descriptor
    }
}
