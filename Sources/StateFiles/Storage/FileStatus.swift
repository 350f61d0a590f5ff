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

    /// A status from its parts.
    public init(
        kind: FileKind, permissions: UInt32, size: Int, modificationTime: Int, owner: UInt32 = 0,
        linkCount: Int = 1
    ) {
        self.kind = kind
        self.permissions = permissions
        self.size = size
        self.modificationTime = modificationTime
        self.owner = owner
        self.linkCount = linkCount
    }
}
