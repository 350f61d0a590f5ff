/// What reading one of Aisle's state files found, and so whether this session may replace it.
/// Only `absent`, `ours` and `setAside` let a save happen: a file Aisle does not understand,
/// could not read, or could not move out of the way is never overwritten (like neovim's ShaDa,
/// which never replaces a file it could not read).
public enum StateFileVerdict<Body: Sendable>: Sendable {
    /// No file: a save creates it.
    case absent
    /// Our format, a version we read, well formed.
    case ours(Body)
    /// Another program's file, or no format tag: left alone.
    case foreign(format: String)
    /// Ours, from a newer Aisle: left byte-identical.
    case newer(version: Int)
    /// Damaged, and moved to `keptAs`; the path is free for a save.
    case setAside(reason: FileDamage, keptAs: String)
    /// Damaged and left in place: only inspecting (`readOnly`), or the move failed
    /// (`moveFailure` says why).
    case damaged(reason: FileDamage, moveFailure: String?)
    /// Not read at all: a symbolic link, not a regular file, permission denied. (A file too
    /// large to read is damage: set aside, or left in place when only inspecting.)
    case unreadable(FileReadError)
    /// Not read: where it is kept (the shop's database) did not answer; `message` says so.
    case unanswered(message: String)

    /// Whether a save may replace the file at this path.
    public var allowsSave: Bool {
        switch self {
        case .absent, .ours, .setAside: true
        case .foreign, .newer, .damaged, .unreadable, .unanswered: false
        }
    }

    /// The body, when the file was ours.
    public var body: Body? {
        if case .ours(let body) = self { return body }
        return nil
    }
}

extension StateFileVerdict {
    /// One line for the user about the file at `path`, called `title` ("saved screens"), or nil
    /// when there is nothing to say.
    public func notice(path: String, title: String) -> String? {
        let name = title.prefix(1).uppercased() + title.dropFirst()
        switch self {
        case .absent, .ours:
            return nil
        case .foreign(let format):
            return "\(path) is not an Aisle \(title) file (\(format)); left alone"
        case .newer(let version):
            return "\(name) come from a newer Aisle (version \(version)); "
                + "not restored and not saved this session"
        case .setAside(let reason, let keptAs):
            return "\(name) were damaged (\(reason)); kept as \(keptAs)"
        case .damaged(let reason, .some(let failure)):
            return "\(name) were damaged (\(reason)) and could not be moved aside: \(failure)"
        case .damaged(.tooLarge, nil):
            return "\(path) is too large"
        case .damaged(let reason, nil):
            return "\(path) is damaged (\(reason))"
        case .unreadable(let error):
            return "\(error.message); it is left alone and not saved this session"
        case .unanswered(let message):
            return "\(name) not restored, and not saved this session: \(message)"
        }
    }
}

extension StateFileVerdict {
    /// The load protocol's one judgement of a document wherever it is kept (a file, a row of
    /// the shop's database): `read` is its bytes (nil: none kept) or why they were not read;
    /// `reading` decodes them; damage (too large, malformed) goes to `setAside`, which says
    /// what became of the damaged copy.
    public static func judging(
        _ read: Result<[UInt8]?, FileReadError>, using reading: ([UInt8]) -> ArchiveReading<Body>,
        setAside: (FileDamage) -> StateFileVerdict<Body>
    ) -> StateFileVerdict<Body> {
        let bytes: [UInt8]
        switch read {
        case .success(nil): return .absent
        case .success(.some(let read)): bytes = read
        case .failure(.tooLarge): return setAside(.tooLarge)
        case .failure(let error): return .unreadable(error)
        }
        switch reading(bytes) {
        case .document(let body): return .ours(body)
        case .foreign(let format): return .foreign(format: format)
        case .newer(let version): return .newer(version: version)
        case .corrupt(let reason): return setAside(.malformed(reason))
        }
    }
}
