/// How far an import has come, for a progress bar.
public struct ImportProgress: Sendable, Equatable {
    /// Bytes of the catalog file read so far.
    public var bytesRead: Int
    /// The file's size in bytes.
    public var totalBytes: Int
    /// Products written so far.
    public var products: Int
    /// Whether every record is read and the indexes are being built.
    public var isIndexing: Bool
    /// Whether nothing is imported yet: another Aisle is importing this catalog, and this one
    /// has been waiting for it long enough to say so.
    public var isWaiting: Bool

    /// Progress from its parts.
    public init(
        bytesRead: Int, totalBytes: Int, products: Int, isIndexing: Bool = false,
        isWaiting: Bool = false
    ) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.products = products
        self.isIndexing = isIndexing
        self.isWaiting = isWaiting
    }

    /// The wait for another Aisle's import of the same catalog.
    public static let waiting = ImportProgress(
        bytesRead: 0, totalBytes: 0, products: 0, isWaiting: true)

    /// The share done, from 0 to 1.
    public var fraction: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0
    }
}
