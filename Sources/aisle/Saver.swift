import Dispatch
import Navigation
import Synchronization

/// Writes files off the keypress path: a key never waits for an fsync. Writes go to one
/// serial queue in order; failures are collected for the run loop to report once.
final class Saver: Sendable {
    private let writer: AtomicFileWriter
    private let queue = DispatchQueue(label: "aisle.saver")
    private let failures = Mutex<[String]>([])

    init(writer: AtomicFileWriter) { self.writer = writer }

    /// Queues `bytes` to replace the file at `path`.
    func save(_ bytes: [UInt8], to path: String) {
        queue.async { [self] in
            do throws(FileSystemError) {
                try self.writer.write(bytes, to: path)
            } catch {
                self.failures.withLock { $0.append(error.message) }
            }
        }
    }

    /// Waits until every queued write has finished.
    func drain() { queue.sync {} }

    /// The failures since the last call.
    func takeFailures() -> [String] {
        failures.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
