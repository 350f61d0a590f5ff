import PostgresNIO
import UserData

/// Customers' saved paths (`navigation.json`'s bytes) in `savedPath`, one row per customer:
/// a customer who comes back through another host of the shop lands on the same screen. The
/// bytes are kept exactly as written; judging them (format, version, damage, the routes
/// against the catalog) is the caller's, the same code that judges the file.
extension PostgresShopStore {
    /// PostgreSQL keeps them: the shop's hosts share no state directory.
    public var keepsSavedPaths: Bool { true }

    /// This customer's saved path; one longer than `limit` is only measured.
    public func savedPath(limit: Int) throws(UserDataError) -> StoredSavedPath? {
        try read { [customer] c in
            let row = try await c.rows(
                """
                SELECT octet_length(document),
                    CASE WHEN octet_length(document) <= \(limit) THEN document END
                FROM savedPath WHERE customer = \(customer)
                """
            ).first
            guard let row else { return nil }
            let (length, document) = try row.decode((Int, ByteBuffer?).self)
            guard let document else { return .tooLarge(length: length) }
            return .bytes(Array(document.readableBytesView))
        }
    }

    /// Upserts this customer's saved path from what `merge` makes of the row as it is, the
    /// row locked meanwhile (another host saving the same customer at the same moment waits,
    /// or its transaction is run again): the last writer wins, nothing is torn.
    public func saveSavedPath(
        limit: Int, merging merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?
    ) throws(UserDataError) {
        try transaction(.serializable) { [customer] c in
            let current = try await c.rows(
                """
                SELECT CASE WHEN octet_length(document) <= \(limit) THEN document END
                FROM savedPath WHERE customer = \(customer) FOR UPDATE
                """
            ).first.flatMap { try $0.decode(ByteBuffer?.self) }
            guard let bytes = merge(current.map { Array($0.readableBytesView) }) else { return }
            let document = ByteBuffer(bytes: bytes)
            try await c.run(
                """
                INSERT INTO savedPath (customer, document) VALUES (\(customer), \(document))
                ON CONFLICT (customer)
                DO UPDATE SET document = excluded.document, updatedAt = now()
                """)
        }
    }

    /// Moves the row to `savedPathSetAside` with `reason` and `at`, if it still holds what was
    /// found (the same bytes, or for one too large to read, the same length).
    public func setSavedPathAside(_ found: StoredSavedPath, reason: String, at: String)
        throws(UserDataError) -> Int64?
    {
        // The same bytes, or for a row too large to read, the same length.
        let (length, bytes): (Int, ByteBuffer?) =
            switch found {
            case .bytes(let bytes): (bytes.count, ByteBuffer(bytes: bytes))
            case .tooLarge(let length): (length, nil)
            }
        return try transaction(.serializable) { [customer] c in
            let kept = try await c.rows(
                """
                INSERT INTO savedPathSetAside (customer, document, reason, setAsideAt)
                SELECT customer, document, \(reason), \(at) FROM savedPath
                WHERE customer = \(customer) AND octet_length(document) = \(length)
                    AND (\(bytes)::bytea IS NULL OR document = \(bytes))
                RETURNING id
                """
            ).first.map { try $0.decode(Int64.self) }
            guard let kept else { return nil }
            try await c.run(
                """
                DELETE FROM savedPath
                WHERE customer = \(customer) AND octet_length(document) = \(length)
                    AND (\(bytes)::bytea IS NULL OR document = \(bytes))
                """)
            return kept
        }
    }
}
