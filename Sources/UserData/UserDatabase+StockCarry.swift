import GRDB

extension UserDatabase {
    /// Moves the units ordered under `former` onto `current` (added to any there), and has the
    /// orders counted there restock `current`, in one transaction; nothing when none are left
    /// under `former` (every start after the first).
    public func carryStock(from former: StockEdition, to current: StockEdition)
        throws(UserDataError)
    {
        guard former != current else { return }
        try write { db in
            let left = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM unitsOrdered WHERE catalog = ? AND edition = ?",
                arguments: [former.catalog, former.edition])
            guard let left, left > 0 else { return }
            try db.execute(
                sql: """
                    INSERT INTO unitsOrdered (catalog, edition, product, units)
                    SELECT ?, ?, product, units FROM unitsOrdered WHERE catalog = ? AND edition = ?
                    ON CONFLICT (catalog, edition, product) DO UPDATE SET units = units + excluded.units
                    """,
                arguments: [current.catalog, current.edition, former.catalog, former.edition])
            try db.execute(
                sql: "DELETE FROM unitsOrdered WHERE catalog = ? AND edition = ?",
                arguments: [former.catalog, former.edition])
            try db.execute(
                sql: """
                    UPDATE placedOrder SET stockCatalog = ?, stockEdition = ?
                    WHERE stockCatalog = ? AND stockEdition = ?
                    """,
                arguments: [current.catalog, current.edition, former.catalog, former.edition])
        }
    }
}
