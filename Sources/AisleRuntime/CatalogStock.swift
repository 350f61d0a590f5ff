import CatalogDatabase
import UserData

/// Which stock a catalog's orders count against: its content edition, the SHA-256 of the file's
/// bytes (`SQLiteCatalogStore.edition`), under the one catalog name `byContent` — never the
/// file's path, so identical files on every host, at any path, count stock together, and a
/// changed file (new stock figures) starts the count again (DECISIONS.md, "The catalog
/// edition is its content").
public enum CatalogStock {
    /// The catalog part of every content edition: the content alone names the goods.
    public static let byContent = "content"

    /// The stock `opened` counts against; a catalog held in memory (tests) counts under its key.
    public static func edition(of opened: OpenedCatalog) -> StockEdition {
        let edition = (opened.catalog.store as? SQLiteCatalogStore)?.edition ?? ""
        guard !edition.isEmpty else { return StockEdition(catalog: opened.key, edition: "") }
        return StockEdition(catalog: byContent, edition: edition)
    }

    /// What an Aisle before content editions counted `opened`'s orders against (its key and the
    /// file's fingerprint), whose units `ShopStore.carryStock` moves to `edition(of:)` once;
    /// nil for a catalog held in memory.
    public static func former(of opened: OpenedCatalog) -> StockEdition? {
        guard let store = opened.catalog.store as? SQLiteCatalogStore, !store.formerEdition.isEmpty
        else { return nil }
        return StockEdition(catalog: opened.key, edition: store.formerEdition)
    }
}
