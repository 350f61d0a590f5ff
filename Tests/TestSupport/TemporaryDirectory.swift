import Foundation
import Glibc

/// A fresh `/tmp/aisle-test-XXXXXX` directory for one test, removed when the test ends.
public struct TemporaryDirectory: ~Copyable {
    /// The directory's absolute path, without a trailing slash.
    public let path: String

    public init() throws {
        var template = Array("/tmp/aisle-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let made else { throw TestFailure("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    deinit {
        // Give back search permission a test may have taken away, so removal can see inside.
        _ = chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/name`.
    public func file(_ name: String) -> String { path + "/" + name }
}

/// A failure in a test's own setup.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Plain file helpers for assertions, deliberately not going through the code under test.
public enum Disk {
    /// Writes `bytes` to `path`, replacing it, with exactly `mode`.
    public static func put(_ bytes: [UInt8], at path: String, mode: mode_t = 0o600) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard chmod(path, mode) == 0 else { throw TestFailure("chmod \(path): errno \(errno)") }
    }

    /// The contents of `path`, or nil if it cannot be read.
    public static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The permission bits of `path` (not following a final symbolic link), or nil.
    public static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Whether anything (even a dangling symbolic link) exists at `path`.
    public static func exists(_ path: String) -> Bool { mode(path) != nil }

    /// The names in directory `path`, sorted.
    public static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Sets the modification time of `path` (not following symbolic links) to `age` seconds ago.
    public static func age(_ path: String, by age: Int) throws {
        let when = timespec(tv_sec: time(nil) - age, tv_nsec: 0)
        let times = [when, when]
        guard utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw TestFailure("utimensat \(path): errno \(errno)")
        }
    }

    /// `count` bytes of a repeating pattern, so that a torn or mixed file is visible.
    public static func pattern(_ count: Int, seed: UInt8) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(seed)) }
    }
}
