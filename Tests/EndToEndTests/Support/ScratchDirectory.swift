import Foundation
import Glibc

/// A fresh `/tmp/aisle-e2e-XXXXXX` directory owned by one test and removed with everything in it
/// when the test lets go of it. Short on purpose: tmux sockets live in it (108-byte limit).
final class ScratchDirectory {
    /// The directory's absolute path, without a trailing slash.
    let path: String

    init() throws {
        var template = Array("/tmp/aisle-e2e-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let made else { throw E2EFailure("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/name`.
    func file(_ name: String) -> String { path + "/" + name }

    /// Makes `path/name` (and its parents) and returns it.
    @discardableResult
    func directory(_ name: String) throws -> String {
        let made = file(name)
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        return made
    }

    /// Writes `text` to `path/name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `path/name` and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let target = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The bytes of `path`, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
