/// One file Aisle keeps (the session, the cart, the orders): read by the load protocol into a
/// verdict, and written only when that verdict allows it. Before it has been read, it may not
/// be written: writability is learned, never assumed.
public struct StateFile<Body: Sendable>: Sendable {
    /// Where the file lives.
    public let path: String
    /// What it is called in notices: "saved screens", "cart contents".
    public let title: String
    /// Whether a damaged file is kept under a name of its own (`orders.json.corrupt-<time>`)
    /// rather than replacing the previous damaged copy: for files too valuable to lose.
    public let keepsEveryDamagedCopy: Bool
    /// What reading found; nil until `read` ran.
    public private(set) var verdict: StateFileVerdict<Body>?

    /// The usual cap: a session or a cart is far smaller.
    public static var sizeLimit: Int { 1 << 20 }

    /// Reading never takes more than this, and a save never writes more, so every file written
    /// reads back.
    public let sizeLimit: Int

    /// A file at `path`, not read yet (so not writable yet).
    public init(
        path: String, title: String, keepsEveryDamagedCopy: Bool = false,
        sizeLimit: Int = StateFile.sizeLimit
    ) {
        self.path = path
        self.title = title
        self.keepsEveryDamagedCopy = keepsEveryDamagedCopy
        self.sizeLimit = sizeLimit
    }

    /// Whether a save may replace the file now.
    public var allowsSave: Bool { verdict?.allowsSave ?? false }

    /// The notice for the verdict, if it needs one.
    public var notice: String? { verdict?.notice(path: path, title: title) }

    /// What to tell the user when a save was refused for being larger than `sizeLimit`.
    public var tooLargeNotice: String {
        "\(title.prefix(1).uppercased() + title.dropFirst()) not saved: they would be larger "
            + "than the \(sizeLimit >> 20) MiB Aisle reads back; \(path) keeps the last save"
    }

    /// Reads the file, decides and remembers the verdict, and returns it.
    @discardableResult
    public mutating func read(
        using reading: ([UInt8]) -> ArchiveReading<Body>, writer: AtomicFileWriter,
        damaged: DamagedFile
    ) -> StateFileVerdict<Body> {
        let found = judge(reading, writer: writer, damaged: damaged)
        verdict = found
        return found
    }

    private mutating func judge(
        _ reading: ([UInt8]) -> ArchiveReading<Body>, writer: AtomicFileWriter,
        damaged: DamagedFile
    ) -> StateFileVerdict<Body> {
        let read: Result<[UInt8]?, FileReadError>
        do {
            let reader = SafeFileReader(fileSystem: writer.fileSystem)
            read = .success(try reader.read(path, limit: sizeLimit))
        } catch {
            read = .failure(error)
        }
        return .judging(read, using: reading) { setAside(writer, reason: $0, damaged) }
    }

    private func setAside(
        _ writer: AtomicFileWriter, reason: FileDamage, _ damaged: DamagedFile
    ) -> StateFileVerdict<Body> {
        guard case .setAside(let stamp) = damaged else {
            return .damaged(reason: reason, moveFailure: nil)
        }
        do throws(FileSystemError) {
            let suffix = keepsEveryDamagedCopy ? ".corrupt-" + stamp : ".corrupt"
            return .setAside(reason: reason, keptAs: try writer.setAside(path, suffix: suffix))
        } catch {
            return .damaged(reason: reason, moveFailure: error.message)
        }
    }
}
