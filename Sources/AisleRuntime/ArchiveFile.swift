import AisleApp
import Navigation
import StateFiles

/// One file Aisle keeps (the session, the cart): reads it by the load protocol and remembers
/// whether it may be overwritten. A file that is not ours, is newer than us, or could not be
/// read is never overwritten; a damaged one is set aside first.
public struct ArchiveFile<Body: Sendable>: Sendable {
    /// Where the file lives.
    public let path: String
    /// What it is called in notices: "saved screens", "cart".
    public let title: String
    /// Whether saving may replace it.
    public private(set) var isWritable = true
    /// The bytes the file holds as far as this session knows (read at start, or last saved),
    /// so that a save which would write the same bytes is skipped.
    public var onDisk: [UInt8]?
    /// Whether a damaged file is kept under a name of its own (`orders.json.corrupt-<time>`)
    /// rather than replacing the previous damaged copy: for files too valuable to lose.
    public let keepsEveryDamagedCopy: Bool

    /// Loading never reads more than this; our files are far smaller.
    public static var sizeLimit: Int { 1 << 20 }

    public init(path: String, title: String, keepsEveryDamagedCopy: Bool = false) {
        self.path = path
        self.title = title
        self.keepsEveryDamagedCopy = keepsEveryDamagedCopy
    }

    /// Reads the file: the body if it is usable, and a notice when something needs saying.
    /// With `readOnly` (commands that only report, like `aisle link`), a damaged file is
    /// reported but not moved.
    public mutating func load(
        reading: ([UInt8]) -> ArchiveReading<Body>, writer: AtomicFileWriter, readOnly: Bool = false
    ) -> (body: Body?, notice: String?) {
        let bytes: [UInt8]
        do {
            guard let read = try SafeFileReader().read(path, limit: Self.sizeLimit) else {
                return (nil, nil)
            }
            bytes = read
        } catch {
            if case .tooLarge = error {
                return readOnly
                    ? (nil, "\(path) is too large") : setAside(writer, reason: "too large")
            }
            isWritable = false
            return (nil, "\(error.message); it is left alone and not saved this session")
        }
        switch reading(bytes) {
        case .document(let body):
            onDisk = bytes
            return (body, nil)
        case .foreign(let format):
            isWritable = false
            return (nil, "\(path) is not an Aisle \(title) file (\(format)); left alone")
        case .newer(let version):
            isWritable = false
            return (
                nil,
                "\(title.capitalizedFirst) come from a newer Aisle (version \(version)); "
                    + "not restored and not saved this session"
            )
        case .corrupt(let reason):
            if readOnly { return (nil, "\(path) is damaged (\(reason))") }
            return setAside(writer, reason: reason)
        }
    }

    private mutating func setAside(_ writer: AtomicFileWriter, reason: String) -> (Body?, String?) {
        do {
            var suffix = ".corrupt"
            if keepsEveryDamagedCopy { suffix += "-" + Timestamp.compact() }
            let moved = try writer.setAside(path, suffix: suffix)
            return (nil, "\(title.capitalizedFirst) were damaged (\(reason)); kept as \(moved)")
        } catch {
            isWritable = false
            return (
                nil,
                "\(title.capitalizedFirst) were damaged (\(reason)) and could not be moved aside: \(error.message)"
            )
        }
    }
}

extension ArchiveFile {
    /// Queues `bytes` for this file unless it is not ours to write or already holds them.
    public mutating func save(_ bytes: [UInt8], with saver: Saver) {
        guard isWritable, bytes != onDisk else { return }
        saver.save(bytes, to: path)
        onDisk = bytes
    }
}

extension String {
    /// "saved screens" → "Saved screens".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
