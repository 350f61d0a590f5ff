/// What sort of object a path names, from the `st_mode` of `stat(2)`.
public enum FileKind: String, Sendable, Equatable {
    /// A plain file: the only kind Aisle reads or writes.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (seen only when not following links).
    case symbolicLink = "symbolic link"
    /// A named pipe.
    case fifo = "named pipe"
    /// A character device.
    case characterDevice = "character device"
    /// A block device.
    case blockDevice = "block device"
    /// A Unix-domain socket.
    case socket
    /// Anything else the kernel may report.
    case unknown = "special file"

    /// The kind encoded in the type bits of `mode`.
    public init(mode: UInt32) {
        // The S_IF* values are the same on every Unix; spelled out because Glibc's macros are
        // defined through other macros that Swift does not always import.
        switch mode & 0o170000 {
        case 0o100000: self = .regular
        case 0o040000: self = .directory
        case 0o120000: self = .symbolicLink
        case 0o010000: self = .fifo
        case 0o020000: self = .characterDevice
        case 0o060000: self = .blockDevice
        case 0o140000: self = .socket
        default: self = .unknown
        }
    }
}
