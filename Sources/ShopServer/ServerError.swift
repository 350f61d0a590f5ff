import StateFiles

/// Why `aisle serve` could not start or keep going; `message` is the one line it prints.
public enum ServerError: Error, Equatable, Sendable {
    /// The state directory could not be found (no usable `$XDG_STATE_HOME` or home).
    case noStateDirectory(reason: String)
    /// The host key could not be read, or is not one this server wrote.
    case hostKeyUnreadable(path: String, reason: String)
    /// A new host key could not be saved.
    case hostKeyNotSaved(FileSystemError)
    /// The listening socket could not be opened.
    case cannotListen(address: String, port: Int, reason: String)
    /// The deny list (`--deny`) could not be read or has a line that is no entry.
    case denyListUnreadable(path: String, reason: String)
    /// The program's own path, which every session runs, is unknown.
    case noExecutable

    /// One line for the shop owner.
    public var message: String {
        switch self {
        case .noStateDirectory(let reason):
            "cannot keep the host key: \(reason)"
        case .hostKeyUnreadable(let path, let reason):
            "not using the host key \(path): \(reason); move it away to make a new one "
                + "(customers will be warned that the host key changed)"
        case .hostKeyNotSaved(let error):
            "cannot keep the host key: \(error.message)"
        case .cannotListen(let address, let port, let reason):
            "cannot listen on \(address) port \(port): \(reason)"
        case .denyListUnreadable(let path, let reason):
            "cannot use the deny list \(path): \(reason)"
        case .noExecutable:
            "cannot find the aisle program itself to run for each session (/proc/self/exe)"
        }
    }
}
