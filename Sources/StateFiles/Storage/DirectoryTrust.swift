import Glibc

/// Decides whether Aisle may keep files in a directory, before anything there is read,
/// created or replaced: the directory must belong to the user Aisle runs as and be writable
/// by nobody else; a directory still to be created must be created inside one that user owns
/// (or a shared sticky one like `/tmp`), never inside a missing home. So root running with
/// another user's `HOME` (sudo) neither reads nor leaves root-owned files in that home.
public struct DirectoryTrust: Sendable {
    /// The seam every system call goes through.
    public let fileSystem: any FileSystem
    /// The user Aisle runs as (`geteuid()`).
    public let user: UInt32

    /// A check for `user` over `fileSystem`.
    public init(fileSystem: any FileSystem = SystemFileSystem(), user: UInt32 = geteuid()) {
        self.fileSystem = fileSystem
        self.user = user
    }

    /// Why files must not be kept in `directory`, or nil when they may. A missing directory
    /// is judged by where it would be created; `home`, when given, must never be created.
    public func problem(keepingFilesIn directory: String, home: String? = nil) -> DirectoryProblem?
    {
        var path = directory
        for _ in 0..<256 {
            switch inspect(path) {
            case .found(let status):
                return path == directory
                    ? problem(using: path, status) : problem(creatingIn: path, status)
            case .missing:
                if path == home { return .homeMissing(home: path) }
                let parent = StoragePath.directory(of: path)
                guard parent != path else { return .uninspectable(path: path, errno: ENOENT) }
                path = parent
            case .failed(let code):
                return .uninspectable(path: path, errno: code)
            }
        }
        return .uninspectable(path: directory, errno: ELOOP)
    }

    /// Why Aisle must not create a directory inside `parent`, or nil when it may.
    func problem(creatingIn parent: String) -> DirectoryProblem? {
        switch inspect(parent) {
        case .found(let status): problem(creatingIn: parent, status)
        case .missing: .uninspectable(path: parent, errno: ENOENT)
        case .failed(let code): .uninspectable(path: parent, errno: code)
        }
    }

    /// An existing directory files go into: ours, and writable by nobody else.
    private func problem(using path: String, _ status: FileStatus) -> DirectoryProblem? {
        guard status.kind == .directory else {
            return .notADirectory(path: path, kind: status.kind)
        }
        guard status.owner == user else {
            return .ownedByAnotherUser(path: path, owner: status.owner)
        }
        guard status.permissions & 0o022 == 0 else {
            return .writableByOthers(path: path, permissions: status.permissions)
        }
        return nil
    }

    /// An existing directory a new one is made in: ours, or shared and sticky (what is made
    /// there stays ours and nobody else can rename it).
    private func problem(creatingIn path: String, _ status: FileStatus) -> DirectoryProblem? {
        guard status.kind == .directory else {
            return .notADirectory(path: path, kind: status.kind)
        }
        let sticky = status.permissions & 0o1000 != 0
        guard status.owner == user || sticky else {
            return .ownedByAnotherUser(path: path, owner: status.owner)
        }
        return nil
    }

    private enum Inspection {
        case found(FileStatus)
        case missing
        case failed(Int32)
    }

    /// `stat(2)`: a symbolic link to a directory (a state directory on another disk) counts as
    /// the directory it names, whose owner and mode are what protect the files.
    private func inspect(_ path: String) -> Inspection {
        do throws(FileSystemError) {
            return .found(try fileSystem.status(path))
        } catch {
            return error.errno == ENOENT ? .missing : .failed(error.errno)
        }
    }
}
