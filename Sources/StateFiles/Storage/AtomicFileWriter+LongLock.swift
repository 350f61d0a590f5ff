import Glibc

/// How a wait for a lock held through long work ended.
public enum LockWait: Sendable {
    /// The lock is ours until `release()`.
    case acquired(HeldLock)
    /// Another process holds it and has shown no sign of life (its heartbeat) for a while:
    /// stopped (`Ctrl-Z`), or hung. Waiting on could last forever.
    case holderStalled
    /// The lock file could not be opened or locked (another user's file, a link planted at its
    /// name, a file system without locks).
    case unavailable
}

extension AtomicFileWriter {
    /// How long a holder may show no sign of life before a waiter gives up on it: well above
    /// its heartbeat (`HeldLock.heartbeat`) and the file time's one-second resolution.
    public static let stalledHolder = Duration.seconds(3)
    /// How long a wait lasts before the waiter is told, to say so on the terminal.
    public static let noticeableWait = Duration.seconds(2)

    /// Takes the lock that orders long work on `path` (a catalog cache being imported) between
    /// instances: `.<name>.lock` beside it, as for saves. Unlike a save's lock, this one is
    /// waited for as long as its holder is at work, however long that is (its heartbeat moves
    /// the lock file's time on), and given up on once the holder has shown no sign of life
    /// for `stalledHolder`: a stopped or hung holder never makes this instance hang.
    /// `waiting` is called once, when the wait has lasted `noticeableWait`.
    public func lockForLongWork(_ path: String, waiting: () -> Void) -> LockWait {
        let directory = StoragePath.directory(of: path)
        let lockPath = StoragePath.join(
            directory, StoragePath.lockName(for: StoragePath.name(of: path)))
        guard let file = openLockFile(lockPath) else { return .unavailable }
        let started = clock.now
        var told = false
        var lastBeat = (time: -1, seen: started)
        while true {
            do throws(FileSystemError) {
                try fileSystem.lock(file, operation: LOCK_EX | LOCK_NB)
                return .acquired(HeldLock(file: file, fileSystem: fileSystem))
            } catch {
                guard error.errno == EWOULDBLOCK else {
                    try? fileSystem.close(file)
                    return .unavailable
                }
            }
            let now = clock.now
            if let time = try? fileSystem.status(of: file).modificationTime, time != lastBeat.time {
                lastBeat = (time, now)
            }
            if now - lastBeat.seen >= Self.stalledHolder {
                try? fileSystem.close(file)
                return .holderStalled
            }
            if !told, now - started >= Self.noticeableWait {
                told = true
                waiting()
            }
            clock.pause(for: .milliseconds(20))
        }
    }

    /// Removes every temporary file beside `path` that a writer like this one made: only for a
    /// caller holding `lockForLongWork(path)`, whose peers write their temporaries only while
    /// holding it too, so that every one found is an abandoned one (a killed import's).
    public func removeAbandonedTemporaries(for path: String) {
        let directory = StoragePath.directory(of: path)
        let name = StoragePath.name(of: path)
        guard let names = try? fileSystem.contentsOfDirectory(directory) else { return }
        for candidate in names where StoragePath.isTemporaryName(candidate, for: name) {
            let temporary = StoragePath.join(directory, candidate)
            guard let status = try? fileSystem.linkStatus(temporary), status.kind == .regular
            else { continue }
            try? fileSystem.remove(temporary)
        }
    }
}
