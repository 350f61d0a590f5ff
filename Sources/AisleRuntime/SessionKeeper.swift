import AisleApp
import StateFiles

/// Where the saved screens are kept between runs: `navigation.json` in the state directory
/// (`StateFile`), or the shop's database when its engine keeps customers' saved paths
/// (`StoredSession`). Either is read once at start by the load protocol into a verdict, which
/// alone decides whether it may be saved, and saved through the `Saver`, off the keypress path.
protocol SessionKeeper: Sendable {
    /// What reading found; nil until `read` ran.
    var verdict: StateFileVerdict<SessionDocument>? { get }
    /// The notice for the verdict, if it needs one.
    var notice: String? { get }
    /// The most a save writes and a read takes.
    var sizeLimit: Int { get }
    /// What to tell the user when a save was refused for being larger than `sizeLimit`.
    var tooLargeNotice: String { get }
    /// Reads and judges the saved screens; a damaged copy goes as `damaged` says.
    mutating func read(writer: AtomicFileWriter, damaged: DamagedFile)
    /// Queues on `saver` a save of what `merge` makes of the bytes kept then.
    func save(on saver: Saver, merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?)
}

extension StateFile: SessionKeeper where Body == SessionDocument {
    /// Reads the file by the load protocol (`SessionDocument.read`).
    mutating func read(writer: AtomicFileWriter, damaged: DamagedFile) {
        read(using: SessionDocument.read, writer: writer, damaged: damaged)
    }

    /// Queues the file's save, merged under its lock.
    func save(on saver: Saver, merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?) {
        saver.save(to: path, limit: sizeLimit, merge: merge)
    }
}
