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
    /// The owners' keys (`--owners`) could not be read or have a line that holds no key.
    case ownersUnreadable(path: String, reason: String)
    /// The program's own path, which every session runs, is unknown.
    case noExecutable
    /// The host key is open to other users (sshd's StrictModes).
    case hostKeyExposed(path: String, Exposure)
    /// The directory the host key is kept in is open to other users.
    case stateDirectoryExposed(path: String, Exposure)
    /// The host key is gone but its public half (`.pub`) is still there: a key was in use.
    case hostKeyMissing(path: String, fingerprint: String)
    /// The host key named with `--host-key` is not there (it is never made there).
    case sharedHostKeyMissing(path: String)
    /// The host key named with `--host-key` could not be read, or is not a key.
    case sharedHostKeyUnusable(path: String, reason: String)
    /// The directory of the host key named with `--host-key` lets other users replace it.
    case hostKeyDirectoryExposed(path: String, Exposure)

    /// How a file or directory is open to other users.
    public enum Exposure: Error, Equatable, Sendable {
        /// Not a regular file (for the key) or a directory (for the state directory).
        case notAFile
        /// Owned by another user (its ID).
        case otherOwner(UInt32)
        /// Readable or writable by the group or others (these permission bits).
        case mode(UInt32)
    }

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
        case .ownersUnreadable(let path, let reason):
            "cannot use the owners' keys \(path): \(reason)"
        case .noExecutable:
            "cannot find the aisle program itself to run for each session (/proc/self/exe)"
        case .hostKeyExposed(let path, .notAFile):
            "not using the host key \(path): it is not a plain file"
        case .hostKeyExposed(let path, .otherOwner(let owner)):
            "not using the host key \(path): it belongs to user \(owner), not to the user the "
                + "server runs as"
        case .hostKeyExposed(let path, .mode(let mode)):
            "not using the host key \(path): its mode \(Self.octal(mode)) lets other users "
                + "\(mode & 0o022 != 0 ? "change" : "read") it; chmod 600 \(path)"
        case .stateDirectoryExposed(let path, .notAFile):
            "not keeping the host key in \(path): it is not a directory"
        case .stateDirectoryExposed(let path, .otherOwner(let owner)):
            "not keeping the host key in \(path): the directory belongs to user \(owner), not "
                + "to the user the server runs as"
        case .stateDirectoryExposed(let path, .mode(let mode)):
            "not keeping the host key in \(path): its mode \(Self.octal(mode)) lets other users "
                + "replace the key; chmod go-w \(path)"
        case .hostKeyMissing(let path, let fingerprint):
            "the host key \(path) is missing, but \(path).pub says the shop had one "
                + "(\(fingerprint)); restore it from a backup, or start with --new-host-key "
                + "to make a new one (every customer will be warned that the host key changed)"
        case .sharedHostKeyMissing(let path):
            "--host-key \(path): there is no such file; copy the shop's host key there "
                + "(chmod 600), or make one with ssh-keygen -t ed25519 -N '' -f \(path)"
        case .sharedHostKeyUnusable(let path, let reason):
            "not using the host key \(path) (--host-key): \(reason)"
        case .hostKeyDirectoryExposed(let path, .notAFile):
            "not using a host key in \(path): it is not a directory"
        case .hostKeyDirectoryExposed(let path, .otherOwner(let owner)):
            "not using a host key in \(path): the directory belongs to user \(owner), neither "
                + "root nor the user the server runs as, who could replace the key"
        case .hostKeyDirectoryExposed(let path, .mode(let mode)):
            "not using a host key in \(path): its mode \(Self.octal(mode)) lets other users "
                + "replace the key; chmod go-w \(path)"
        }
    }

    private static func octal(_ mode: UInt32) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
