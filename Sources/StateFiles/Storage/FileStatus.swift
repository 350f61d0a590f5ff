/// The parts of `struct stat` that Aisle looks at.
public struct FileStatus: Sendable, Equatable {
    /// What the path names.
    public var kind: FileKind
    /// The permission bits (`st_mode & 0o7777`), e.g. `0o600`.
    public var permissions: UInt32
    /// The size in bytes (meaningful for regular files).
    public var size: Int
    /// The last modification, in whole seconds since the epoch.
    public var modificationTime: Int
    /// The owner's user ID (`st_uid`).
    public var owner: UInt32
    /// How many names the file has (`st_nlink`): more than one for a hard-linked file.
    public var linkCount: Int
    /// Which file this is (`st_dev`, `st_ino`): the same pair is the same file, whatever its
    /// name now.
    public var identity: FileIdentity

    /// A status from its parts.
    public init(
        kind: FileKind, permissions: UInt32, size: Int, modificationTime: Int, owner: UInt32 = 0,
        linkCount: Int = 1, identity: FileIdentity = FileIdentity(device: 0, inode: 0)
    ) {
        self.identity = identity
        self.kind = kind
        self.permissions = permissions
        self.size = size
        self.modificationTime = modificationTime
        self.owner = owner
        self.linkCount = linkCount
    }
}

/// A file's device and inode numbers: what tells one file from another, whatever its name.
public struct FileIdentity: Sendable, Hashable {
    /// `st_dev`.
    public var device: UInt64
    /// `st_ino`.
    public var inode: UInt64

    /// An identity from its parts.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
