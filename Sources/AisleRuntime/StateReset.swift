import AisleApp
import StateFiles
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle reset`, per file: Aisle's own path is cleared whatever its verdict — ours, newer,
/// damaged, foreign, unreadable — because the user asked to forget it; but only a regular file
/// is removed. A symbolic link (perhaps into the user's dotfiles) or a directory, pipe or device
/// at that path is left alone and reported.
public enum StateReset {
    /// What happened to one path.
    public enum Outcome: Equatable, Sendable {
        /// The file was removed.
        case removed
        /// One catalog's part was removed and the file rewritten with the rest.
        case rewritten
        /// There was nothing there.
        case absent
        /// Something that is not a regular file is there; it was left alone.
        case refused(FileReadError)
        /// Removing failed.
        case failed(FileSystemError)
        /// Only one catalog's part was to go, but the file is not one this build can rewrite
        /// (damaged, foreign, newer, unreadable): it was left alone, for the reason given.
        case leftAlone(String)
        /// The file's directory is not one Aisle keeps files in (`DirectoryTrust`: another
        /// user's, or writable by others), so nothing in it was read, removed or written.
        case untrusted(path: String, DirectoryProblem)
    }

    /// `aisle reset`: the session file, and with `includingCart` the cart; never orders.
    public static func reset(
        _ locations: Persistence.Locations, includingCart: Bool,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) -> [(path: String, outcome: Outcome)] {
        var outcomes = [
            (
                locations.session,
                reset(locations.session, reading: SessionDocument.read, writer: writer)
            )
        ]
        if includingCart {
            outcomes.append(
                (locations.cart, reset(locations.cart, reading: CartDocument.read, writer: writer)))
            outcomes.append(emptyDatabaseCart(locations, catalog: nil, writer: writer))
        }
        return outcomes
    }

    /// Removes the state file at `path` if the rule allows; `reading` judges its contents.
    public static func reset<Body>(
        _ path: String, reading: ([UInt8]) -> ArchiveReading<Body>, writer: AtomicFileWriter
    ) -> Outcome {
        if let problem = untrusted(path, writer: writer) { return .untrusted(path: path, problem) }
        var file = StateFile<Body>(path: path, title: "")
        switch file.read(using: reading, writer: writer, damaged: .leaveInPlace) {
        case .absent:
            return .absent
        case .unreadable(let error):
            switch error {
            case .symlink, .notRegularFile: return .refused(error)
            case .tooLarge, .unreadable, .system: break
            }
        case .ours, .foreign, .newer, .setAside, .damaged, .unanswered:
            break
        }
        do throws(FileSystemError) {
            try writer.fileSystem.remove(path)
            return .removed
        } catch {
            return error.errno == ENOENT ? .absent : .failed(error)
        }
    }
}

extension StateReset {
    /// Why the directory of `path` must not be touched, by the rules saving follows (root
    /// under sudo in another user's home, a directory others may write in); nil when it may,
    /// or when it does not exist: then there is nothing to remove, and nothing is created.
    static func untrusted(_ path: String, writer: AtomicFileWriter) -> DirectoryProblem? {
        let directory = StoragePath.directory(of: path)
        let problem = writer.trust.problem(keepingFilesIn: directory)
        // A problem with an ancestor means the directory itself is missing.
        return problem?.path == directory ? problem : nil
    }
}

extension StateReset.Outcome {
    /// The line for standard error when the path could not be cleared, else nil.
    public var problem: String? {
        switch self {
        case .removed, .absent, .rewritten:
            nil
        case .leftAlone(let reason):
            reason
        case .untrusted(let path, let problem):
            "not touching \(path): \(problem.message)"
        case .refused(.symlink(let path)):
            "could not remove \(path): it is a symbolic link; left alone"
        case .refused(.notRegularFile(let path, let kind)):
            "could not remove \(path): it is a \(kind.rawValue), not a regular file; left alone"
        case .refused(let error):
            error.message
        case .failed(let error):
            error.message
        }
    }
}
