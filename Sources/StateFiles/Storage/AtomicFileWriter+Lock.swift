import Glibc

extension AtomicFileWriter {
    /// Takes the advisory lock that serialises renames over `name` between Aisle instances.
    /// Tries for at most `lockTimeout`; returns nil (and the save goes ahead unlocked) when the
    /// lock file cannot be opened or another holder keeps it, because a stuck peer must never
    /// stop this instance from saving.
    func acquireLock(in directory: String, for name: String) -> OpenFile? {
        let path = StoragePath.join(directory, StoragePath.lockName(for: name))
        guard let file = openLockFile(path) else { return nil }
        // A holder that kept the lock through a whole wait is stuck (stopped, say): later saves
        // try once and go ahead, so a run of saves never queues up one wait each.
        let wait = stuckLocks.isStuck(path, now: clock.now) ? .zero : lockTimeout
        let deadline = clock.now.advanced(by: wait)
        while true {
            do throws(FileSystemError) {
                try fileSystem.lock(file, operation: LOCK_EX | LOCK_NB)
                stuckLocks.clear(path)
                return file
            } catch {
                guard error.errno == EWOULDBLOCK, clock.now < deadline else { break }
                clock.pause(for: .milliseconds(10))
            }
        }
        try? fileSystem.close(file)
        stuckLocks.markStuck(path, now: clock.now)
        return nil
    }

    /// Opens the lock file without ever changing a file this writer did not create: a new one
    /// (O_EXCL) gets mode 0600; an existing one is used only if it is a regular file of ours
    /// with a single name, so a link planted at the name cannot lend its target to us.
    func openLockFile(_ path: String) -> OpenFile? {
        let flags = O_RDWR | O_NOFOLLOW | O_CLOEXEC
        do throws(FileSystemError) {
            let created = try fileSystem.open(path, flags: flags | O_CREAT | O_EXCL, mode: 0o600)
            // O_CREAT's mode passes through the umask; the lock file must stay openable by us.
            try? fileSystem.setPermissions(of: created, to: 0o600)
            return created
        } catch {
            guard error.errno == EEXIST else { return nil }
        }
        // O_NONBLOCK: a named pipe planted at the name opens at once and is then refused.
        guard let file = try? fileSystem.open(path, flags: flags | O_NONBLOCK, mode: 0) else {
            return nil
        }
        guard let status = try? fileSystem.status(of: file), status.kind == .regular,
            status.owner == trust.user, status.linkCount == 1
        else {
            try? fileSystem.close(file)
            return nil
        }
        return file
    }

    /// Drops the lock taken by `acquireLock`; closing the descriptor releases it anyway.
    func release(_ lock: OpenFile?) {
        guard let lock else { return }
        try? fileSystem.lock(lock, operation: LOCK_UN)
        try? fileSystem.close(lock)
    }
}
