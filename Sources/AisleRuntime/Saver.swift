import Dispatch
import Navigation
import StateFiles
import Synchronization

/// Writes files off the keypress path: a key never waits for an fsync. Writes run on one
/// serial queue; a file's newer bytes replace its older ones still waiting, so a slow disk
/// (or a held lock) never builds a backlog. Failures, and saves that may not be durable, are
/// collected for the run loop to report once.
public final class Saver: Sendable {
    private let writer: AtomicFileWriter
    private let queue = DispatchQueue(label: "aisle.saver")
    /// The newest bytes not yet written, by path.
    private let pending = Mutex<[String: [UInt8]]>([:])
    private let failures = Mutex<[String]>([])

    /// A saver writing through `writer`.
    public init(writer: AtomicFileWriter) { self.writer = writer }

    /// Queues `bytes` to replace the file at `path`.
    public func save(_ bytes: [UInt8], to path: String) {
        let alreadyQueued = pending.withLock { $0.updateValue(bytes, forKey: path) != nil }
        guard !alreadyQueued else { return }
        queue.async { [self] in
            guard let newest = pending.withLock({ $0.removeValue(forKey: path) }) else { return }
            do throws(FileSystemError) {
                if let warning = try writer.write(newest, to: path).warning {
                    failures.withLock { $0.append(warning) }
                }
            } catch {
                failures.withLock { $0.append(error.message) }
            }
        }
    }

    /// Records a save that was refused before it reached the disk, to be reported like a
    /// failed one (each distinct message once).
    public func refused(_ message: String) {
        failures.withLock { $0.append(message) }
    }

    /// Waits until every queued write has finished.
    public func drain() { queue.sync {} }

    /// The failures (and not-durable warnings) since the last call.
    public func takeFailures() -> [String] {
        failures.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
