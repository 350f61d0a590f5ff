import StateFiles

extension StateReset {
    /// An Aisle runs on the files a reset would clear: it would save its screens over the
    /// reset a moment later, so the reset is refused.
    public struct Running: Error, Equatable, Sendable {
        /// One running instance's process id, when the system says.
        public let pid: Int32?
        /// The running lock's path, when what is there is not a regular file (so whether an
        /// Aisle runs cannot be known), and what it is.
        public let notRegularLock: (path: String, kind: FileKind)?

        /// The refusal naming `pid`.
        public init(pid: Int32?) {
            self.pid = pid
            notRegularLock = nil
        }

        /// The refusal for a lock path holding `kind`, not a regular file.
        public init(lock path: String, kind: FileKind) {
            pid = nil
            notRegularLock = (path, kind)
        }

        /// "Aisle is running (pid 4242); quit it first", or what is wrong with the lock.
        public var message: String {
            if let (path, kind) = notRegularLock {
                return "\(path) is a \(kind.rawValue), not a regular file, so Aisle cannot tell "
                    + "whether it is running; remove it (it only marks running instances) "
                    + "and reset again"
            }
            return "Aisle is running\(pid.map { " (pid \($0))" } ?? ""); quit it first"
        }

        public static func == (left: Running, right: Running) -> Bool {
            left.pid == right.pid && left.notRegularLock?.path == right.notRegularLock?.path
                && left.notRegularLock?.kind == right.notRegularLock?.kind
        }
    }

    /// Runs `reset` unless an Aisle is running on `locations`' state directory (its running
    /// lock, `RunningLock`), holding that lock meanwhile so that none starts halfway. A
    /// directory that is missing or not trusted has no lock to ask; the reset goes ahead (it
    /// removes nothing there).
    public static func unlessRunning<Result>(
        _ locations: Persistence.Locations, writer: AtomicFileWriter = AtomicFileWriter(),
        _ reset: () -> Result
    ) -> Swift.Result<Result, Running> {
        let directory = StoragePath.directory(of: locations.session)
        guard writer.trust.problem(keepingFilesIn: directory) == nil else {
            return .success(reset())
        }
        switch writer.lockOutRunning(in: directory) {
        case .running(let pid):
            return .failure(Running(pid: pid))
        case .notRegularFile(let path, let kind):
            return .failure(Running(lock: path, kind: kind))
        case .none(let lock):
            defer { lock.release() }
            return .success(reset())
        case .unknown:
            return .success(reset())
        }
    }
}
