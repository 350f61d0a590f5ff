/// Why the XDG base directories could not be worked out.
public enum XDGError: Error, Equatable, Sendable {
    /// An XDG variable was unset, empty or relative, `HOME` is unset or empty, and the password
    /// database names no home either.
    case homeNotSet(needing: String)
    /// `HOME` is set but is not an absolute path, and the password database names no home.
    case homeNotAbsolute(String)

    /// One line for the user.
    public var message: String {
        switch self {
        case .homeNotSet(let variable):
            "cannot find where to keep files: \(variable) and HOME are unset "
                + "and this user has no home directory"
        case .homeNotAbsolute(let home):
            "cannot find where to keep files: HOME (\(home)) is not an absolute path"
        }
    }
}
