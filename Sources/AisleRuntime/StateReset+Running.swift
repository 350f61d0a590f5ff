import StateFiles

extension StateReset {
    /// An Aisle runs on the files a reset would clear: it would save its screens over the
    /// reset a moment later, so the reset is refused.
    public struct Running: Error, Equatable, Sendable {
        /// One running instance's process id, when the system says.
        public let pid: Int32?

        /// The refusal naming `pid`.
        public init(pid: Int32?) { self.pid = pid }

        /// "Aisle is running (pid 4242); quit it first".
        public var message: String {
            "Aisle is running\(pid.map { " (pid \($0))" } ?? ""); quit it first"
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
        case .none(let lock):
            defer { lock.release() }
            return .success(reset())
        case .unknown:
            return .success(reset())
        }
    }
}
