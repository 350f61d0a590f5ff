import Glibc
import StateFiles
import Synchronization

/// The real file system with faults on demand: the `occurrence`-th call of `operation` fails
/// with `errno` instead of running. It also counts calls, remembers which descriptors are still
/// open, totals the bytes read, and can pretend the umask is `simulatedUmask` or rewrite the
/// statuses it reports, to stage races such as a file swapped between lstat and open.
public final class FaultyFileSystem: FileSystem {
    /// Which call to fail and how.
    public struct Fault: Sendable, CustomStringConvertible {
        public var operation: FileOperation
        public var occurrence: Int
        public var errno: Int32
        /// Whether every later call of `operation` fails too, not just the `occurrence`-th.
        public var repeats: Bool

        public init(operation: FileOperation, occurrence: Int, errno: Int32, repeats: Bool = false)
        {
            self.operation = operation
            self.occurrence = occurrence
            self.errno = errno
            self.repeats = repeats
        }

        public var description: String { "\(operation) #\(occurrence) → errno \(errno)" }
    }

    /// One call as it happened.
    public struct Call: Sendable, Equatable {
        public var operation: FileOperation
        public var path: String
        public var succeeded: Bool
    }

    private struct State {
        var counts: [FileOperation: Int] = [:]
        var calls: [Call] = []
        var openDescriptors: [Int32: String] = [:]
        var bytesRead = 0
        var openFlags: [String: [Int32]] = [:]
    }

    private let base = SystemFileSystem()
    private let fault: Fault?
    private let simulatedUmask: mode_t
    private let rewriteLinkStatus: (@Sendable (FileStatus) -> FileStatus)?
    private let rewriteStatus: (@Sendable (FileStatus) -> FileStatus)?
    private let state = Mutex(State())

    public init(
        fault: Fault? = nil, simulatedUmask: mode_t = 0,
        rewriteLinkStatus: (@Sendable (FileStatus) -> FileStatus)? = nil,
        rewriteStatus: (@Sendable (FileStatus) -> FileStatus)? = nil
    ) {
        self.fault = fault
        self.simulatedUmask = simulatedUmask
        self.rewriteLinkStatus = rewriteLinkStatus
        self.rewriteStatus = rewriteStatus
    }

    /// Every call so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }
    /// How many times `operation` was called (including a failed call).
    public func count(_ operation: FileOperation) -> Int {
        state.withLock { $0.counts[operation, default: 0] }
    }
    /// Paths of descriptors opened through this file system and not closed yet.
    public var openPaths: [String] { state.withLock { $0.openDescriptors.values.sorted() } }
    /// The flags of every `open` of `path`, in order.
    public func openFlags(_ path: String) -> [Int32] {
        state.withLock { $0.openFlags[path] ?? [] }
    }
    /// Total bytes returned by `read`.
    public var bytesRead: Int { state.withLock { $0.bytesRead } }

    public func open(_ path: String, flags: Int32, mode: mode_t) throws(FileSystemError) -> OpenFile
    {
        state.withLock { $0.openFlags[path, default: []].append(flags) }
        let file = try perform(.open, path) { () throws(FileSystemError) in
            try base.open(path, flags: flags, mode: mode & ~simulatedUmask)
        }
        state.withLock { $0.openDescriptors[file.descriptor] = path }
        return file
    }

    public func read(_ file: OpenFile, maxCount: Int) throws(FileSystemError) -> [UInt8] {
        let bytes = try perform(.read, file.path) { () throws(FileSystemError) in
            try base.read(file, maxCount: maxCount)
        }
        state.withLock { $0.bytesRead += bytes.count }
        return bytes
    }

    public func write(_ bytes: [UInt8], to file: OpenFile) throws(FileSystemError) {
        try perform(.write, file.path) { () throws(FileSystemError) in
            try base.write(bytes, to: file)
        }
    }

    public func sync(_ file: OpenFile) throws(FileSystemError) {
        try perform(.sync, file.path) { () throws(FileSystemError) in try base.sync(file) }
    }

    public func close(_ file: OpenFile) throws(FileSystemError) {
        // Like Linux: the descriptor is released even when close reports an error.
        _ = state.withLock { $0.openDescriptors.removeValue(forKey: file.descriptor) }
        let injected = shouldFail(.close)
        try? base.close(file)
        try record(.close, file.path, injected: injected)
    }

    public func setPermissions(of file: OpenFile, to mode: mode_t) throws(FileSystemError) {
        try perform(.setPermissions, file.path) { () throws(FileSystemError) in
            try base.setPermissions(of: file, to: mode)
        }
    }

    public func setPermissions(_ path: String, to mode: mode_t) throws(FileSystemError) {
        try perform(.setPermissions, path) { () throws(FileSystemError) in
            try base.setPermissions(path, to: mode)
        }
    }

    public func status(of file: OpenFile) throws(FileSystemError) -> FileStatus {
        let status = try perform(.status, file.path) { () throws(FileSystemError) in
            try base.status(of: file)
        }
        return rewriteStatus?(status) ?? status
    }

    /// `stat(2)`, rewritten like `linkStatus`: both report on a path.
    public func status(_ path: String) throws(FileSystemError) -> FileStatus {
        let status = try perform(.status, path) { () throws(FileSystemError) in
            try base.status(path)
        }
        return rewriteLinkStatus?(status) ?? status
    }

    public func linkStatus(_ path: String) throws(FileSystemError) -> FileStatus {
        let status = try perform(.status, path) { () throws(FileSystemError) in
            try base.linkStatus(path)
        }
        return rewriteLinkStatus?(status) ?? status
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try perform(.rename, source) { () throws(FileSystemError) in
            try base.rename(source, to: destination)
        }
    }

    public func remove(_ path: String) throws(FileSystemError) {
        try perform(.remove, path) { () throws(FileSystemError) in try base.remove(path) }
    }

    public func makeDirectory(_ path: String, mode: mode_t) throws(FileSystemError) {
        try perform(.makeDirectory, path) { () throws(FileSystemError) in
            try base.makeDirectory(path, mode: mode & ~simulatedUmask)
        }
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try perform(.listDirectory, path) { () throws(FileSystemError) in
            try base.contentsOfDirectory(path)
        }
    }

    public func lock(_ file: OpenFile, operation: Int32) throws(FileSystemError) {
        try perform(.lock, file.path) { () throws(FileSystemError) in
            try base.lock(file, operation: operation)
        }
    }

    public func touch(_ file: OpenFile) throws(FileSystemError) {
        try perform(.touch, file.path) { () throws(FileSystemError) in try base.touch(file) }
    }

    /// Counts the call, then either injects the fault or runs `body`, recording the outcome.
    private func perform<Value>(
        _ operation: FileOperation, _ path: String, _ body: () throws(FileSystemError) -> Value
    ) throws(FileSystemError) -> Value {
        if shouldFail(operation) {
            try record(operation, path, injected: true)
        }
        do throws(FileSystemError) {
            let value = try body()
            try record(operation, path, injected: false)
            return value
        } catch {
            state.withLock {
                $0.calls.append(Call(operation: operation, path: path, succeeded: false))
            }
            throw error
        }
    }

    private func shouldFail(_ operation: FileOperation) -> Bool {
        state.withLock { state in
            state.counts[operation, default: 0] += 1
            return fault.map {
                let count = state.counts[operation, default: 0]
                return $0.operation == operation
                    && ($0.repeats ? count >= $0.occurrence : count == $0.occurrence)
            }
                ?? false
        }
    }

    private func record(
        _ operation: FileOperation, _ path: String, injected: Bool
    ) throws(FileSystemError) {
        state.withLock {
            $0.calls.append(Call(operation: operation, path: path, succeeded: !injected))
        }
        if injected, let fault { throw .failed(operation, path: path, errno: fault.errno) }
    }
}
