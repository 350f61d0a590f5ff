/// What a shop store holds as a customer's saved path: the session document's bytes, or only
/// their length when it is past what may be read (judged like a file too large to read).
public enum StoredSavedPath: Equatable, Sendable {
    /// The document's bytes, exactly as written.
    case bytes([UInt8])
    /// Longer than the limit asked for: `length` bytes, not read.
    case tooLarge(length: Int)
}

extension ShopStore {
    /// SQLite's answer: saved paths are kept in the state directory's file, not here.
    public var keepsSavedPaths: Bool { false }

    /// Nothing kept (see `keepsSavedPaths`).
    public func savedPath(limit: Int) throws(UserDataError) -> StoredSavedPath? { nil }

    /// Nothing kept, so nothing written (see `keepsSavedPaths`).
    public func saveSavedPath(
        limit: Int, merging merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?
    ) throws(UserDataError) {}

    /// Nothing kept, so nothing set aside (see `keepsSavedPaths`).
    public func setSavedPathAside(_ found: StoredSavedPath, reason: String, at: String)
        throws(UserDataError) -> Int64?
    { nil }

    /// Replaces this customer's saved path by `bytes` as they are (`aisle shop move` copying a
    /// customer's `navigation.json`).
    public func replaceSavedPath(with bytes: [UInt8]) throws(UserDataError) {
        try saveSavedPath(limit: bytes.count, merging: { _ in bytes })
    }
}
