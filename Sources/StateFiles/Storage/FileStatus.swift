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

    /// A status from its parts.
    public init(kind: FileKind, permissions: UInt32, size: Int, modificationTime: Int) {
        self.kind = kind
        self.permissions = permissions
        self.size = size
        self.modificationTime = modificationTime
    }
}
