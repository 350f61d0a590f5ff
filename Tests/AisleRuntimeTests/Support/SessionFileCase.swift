import AisleApp
import Glibc
import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What can sit at `navigation.json`, one case per verdict reading gives.
enum SessionFileCase: String, CaseIterable, CustomStringConvertible {
    case absent, ours, foreign, newer, corrupt, symlink, directory, permissionDenied

    var description: String { rawValue }

    static let oursText = """
        {"format":"aisle.navigation","version":1,"path":[{"category":{"id":"tools"}}],"screens":[]}
        """
    static let foreignText = #"{"name":"x"}"#
    static let newerText = #"{"format":"aisle.navigation","version":99,"path":[]}"#
    static let corruptText = #"{"format":"aisle.navigation","version":1,"path":"#

    /// Whether a run may replace what is there.
    var allowsSave: Bool { [.absent, .ours, .corrupt].contains(self) }

    /// Puts this case in place at `scratch.session`.
    func prepare(_ scratch: RuntimeScratch) throws {
        try scratch.makeDirectory(of: scratch.session)
        switch self {
        case .absent: break
        case .ours, .permissionDenied: try scratch.put(Self.oursText, at: scratch.session)
        case .foreign: try scratch.put(Self.foreignText, at: scratch.session)
        case .newer: try scratch.put(Self.newerText, at: scratch.session)
        case .corrupt: try scratch.put(Self.corruptText, at: scratch.session)
        case .symlink:
            let target = scratch.directory.file("elsewhere.json")
            try Disk.put(Array(Self.oursText.utf8), at: target)
            guard Glibc.symlink(target, scratch.session) == 0 else {
                throw TestFailure("symlink: errno \(errno)")
            }
        case .directory:
            guard mkdir(scratch.session, 0o700) == 0 else { throw TestFailure("mkdir: \(errno)") }
        }
    }

    /// The file system to start with: permission denied on the first open, which is the
    /// session's (run as root, a real mode 000 would be read anyway).
    var fileSystem: FaultyFileSystem {
        FaultyFileSystem(
            fault: self == .permissionDenied
                ? .init(operation: .open, occurrence: 1, errno: EACCES) : nil)
    }
}

/// What a path holds, compared before and after a run.
enum PathShape: Equatable, CustomStringConvertible {
    case missing
    case file([UInt8])
    case symlink(to: String, holding: [UInt8]?)
    case directory

    init(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
            self = .symlink(to: target, holding: Disk.contents(target))
        case S_IFDIR: self = .directory
        default: self = .file(Disk.contents(path) ?? [])
        }
    }

    /// Whether this is a session document of ours, version 1.
    var isOurs: Bool {
        guard case .file(let bytes) = self, case .document = SessionDocument.read(bytes) else {
            return false
        }
        return true
    }

    var description: String {
        switch self {
        case .missing: "missing"
        case .file(let bytes): "file \(String(decoding: bytes, as: UTF8.self).prefix(80))"
        case .symlink(let target, _): "symlink to \(target)"
        case .directory: "directory"
        }
    }
}
