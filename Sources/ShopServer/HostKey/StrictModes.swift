import StateFiles

/// The checks sshd's `StrictModes` makes, for the server's own files: a host key anyone else
/// could read is no longer secret, a state directory anyone else can write lets them swap the
/// key. Pure: the statuses come from the caller.
enum StrictModes {
    /// Why the host key with `status` must not be used by `user`, or nil.
    static func keyProblem(_ status: FileStatus, user: UInt32) -> ServerError.Exposure? {
        guard status.kind == .regular else { return .notAFile }
        guard status.owner == user else { return .otherOwner(status.owner) }
        guard status.permissions & 0o077 == 0 else { return .mode(status.permissions) }
        return nil
    }

    /// Why the state directory with `status` must not hold `user`'s host key, or nil.
    static func directoryProblem(_ status: FileStatus, user: UInt32) -> ServerError.Exposure? {
        guard status.kind == .directory else { return .notAFile }
        guard status.owner == user else { return .otherOwner(status.owner) }
        guard status.permissions & 0o022 == 0 else { return .mode(status.permissions) }
        return nil
    }

    /// Why the directory with `status` must not hold a host key named with `--host-key`, or
    /// nil: as sshd's `secure_filename`, it may be root's (`/etc/aisle`) or `user`'s, but no
    /// one else may write in it.
    static func sharedDirectoryProblem(_ status: FileStatus, user: UInt32) -> ServerError.Exposure?
    {
        guard status.kind == .directory else { return .notAFile }
        guard status.owner == user || status.owner == 0 else { return .otherOwner(status.owner) }
        guard status.permissions & 0o022 == 0 else { return .mode(status.permissions) }
        return nil
    }
}
