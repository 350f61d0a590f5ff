import StateFiles

/// Which of Aisle's two directories this session may read and write, decided once at start-up:
/// none when there is no home to keep files under, and neither one `DirectoryTrust` refuses
/// (another user's, writable by others, or to be created in another user's directory). What
/// is refused is said in one notice, whatever the number of files or directories it covers.
public struct StorageCheck: Sendable {
    /// `$XDG_STATE_HOME/aisle`, or nil when it is not used.
    public let stateDirectory: String?
    /// `$XDG_DATA_HOME/aisle`, or nil when it is not used.
    public let dataDirectory: String?
    /// The one line saying what is not kept and why, or nil when everything is.
    public let notice: String?

    /// The directories under `environment`'s XDG locations (with `accountHome` standing in for
    /// an unset `HOME`), as `trust` judges them. For a served `customer` (a key fingerprint,
    /// already checked) the state directory is that customer's own under `customers/`.
    public init(
        environment: [String: String], accountHome: () -> String?, trust: DirectoryTrust,
        customer: String? = nil
    ) {
        let directories: XDGDirectories
        do throws(XDGError) {
            directories = try XDGDirectories(environment: environment, accountHome: accountHome)
        } catch {
            stateDirectory = nil
            dataDirectory = nil
            notice = "Nothing is read or saved this session: \(error.message)"
            return
        }
        var state = directories.aisleStateDirectory()
        if let customer, let relative = CustomerDirectory.relativePath(for: customer) {
            state = StoragePath.join(state, relative)
        }
        let data = directories.aisleDataDirectory()
        let stateProblem = trust.problem(keepingFilesIn: state, home: directories.home)
        let dataProblem = trust.problem(keepingFilesIn: data, home: directories.home)
        stateDirectory = stateProblem == nil ? state : nil
        dataDirectory = dataProblem == nil ? data : nil
        let reasons = Self.reasons(stateProblem, dataProblem)
        guard !reasons.isEmpty else {
            notice = nil
            return
        }
        let what =
            switch (stateProblem, dataProblem) {
            case (.some, .some): "Nothing is"
            case (.some, nil): "The saved screens are not"
            default: "The cart and orders are not"
            }
        notice = "\(what) read or saved this session: \(reasons.joined(separator: "; "))"
    }

    /// One reason per cause: the same problem once, and two directories of the same other
    /// user named together.
    private static func reasons(_ state: DirectoryProblem?, _ data: DirectoryProblem?) -> [String] {
        switch (state, data) {
        case (nil, nil):
            return []
        case (let one?, nil), (nil, let one?):
            return [one.message]
        case (
            .ownedByAnotherUser(let first, let owner)?, .ownedByAnotherUser(let second, let other)?
        )
        where owner == other && first != second:
            return ["\(first) and \(second) belong to user \(owner), not to this user"]
        case (let one?, let two?):
            return one == two ? [one.message] : [one.message, two.message]
        }
    }
}
