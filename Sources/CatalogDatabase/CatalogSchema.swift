import GRDB

/// The tables of a catalog cache. One row per record, each product with its place in its
/// category's and seller's lists (`categoryRank`, `sellerRank`, from 0 in catalog order), so a
/// page of a list is an index seek to its first position, never an `OFFSET` scan; a category
/// sorted by name (`sortName`, the folded name), price or stock pages along its own index. Search is
/// an FTS5 index over the product's name, seller's name and description, stored as
/// `SearchText.indexable` makes them and holding no copy of the text (`content=''`), plus a
/// `shelf` column of the tokens of its category and seller (`c3 s41`) so that a filtered shelf
/// is one full-text query. `searchName` is the name's tokens in order (`SearchText.keyTokens`),
/// for exact and leading name matches; `productVocabulary` reads the index's words for
/// "did you mean" (`SearchSuggestion`). A product with variants names its options in
/// `option1`…`option3` (NULL for none) and has a `variant` row per variant, found by its id
/// (ids of products and variants are one namespace) or by its product's position, in order.
enum CatalogSchema {
    /// Written to the file header (`PRAGMA application_id`): tells a catalog cache from any
    /// other SQLite file ("AICC").
    static let applicationID: Int32 = 0x4149_4343
    /// Bumped whenever the tables change; a cache of another version is rebuilt. 4: ids as
    /// shops write them, `searchName`, letter-digit and symbol tokens, `productVocabulary`.
    /// 5: options and variants. 6: `inventory` of products and variants (NULL is counted),
    /// a variant's `sku`. 7: `content` in `meta`, the SHA-256 of the file's bytes (a cache
    /// without it is rebuilt once, DECISIONS.md "The catalog edition is its content").
    static let version: Int32 = 7

    /// The tables, made empty before an import.
    static let create = """
        CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE category(
            position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
            productCount INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE seller(
            position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
            about TEXT NOT NULL, productCount INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE product(
            position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
            category TEXT NOT NULL, seller TEXT NOT NULL, price INTEGER NOT NULL,
            stock INTEGER NOT NULL, description TEXT NOT NULL,
            categoryRank INTEGER NOT NULL, sellerRank INTEGER NOT NULL, sortName TEXT NOT NULL,
            searchName TEXT NOT NULL, option1 TEXT, option2 TEXT, option3 TEXT,
            inventory TEXT);
        CREATE TABLE variant(
            id TEXT PRIMARY KEY NOT NULL, product INTEGER NOT NULL, rank INTEGER NOT NULL,
            value1 TEXT NOT NULL, value2 TEXT, value3 TEXT, price INTEGER NOT NULL,
            stock INTEGER NOT NULL, inventory TEXT, sku TEXT) WITHOUT ROWID;
        \(search)
        CREATE VIRTUAL TABLE productVocabulary USING fts5vocab(productSearch, col);
        """

    /// The full-text index, made in the cache and in the scratch database it is built in
    /// (`SearchIndexWriter`), whose tables `copySearch` then copies over the cache's empty ones.
    static let search = """
        CREATE VIRTUAL TABLE productSearch USING fts5(
            name, seller, description, shelf, content='',
            tokenize='unicode61 remove_diacritics 2');
        """

    /// Set while the index is built: FTS5 holds this many bytes of new rows in memory before
    /// it writes them as a segment (1 MB by default). 16 MB made a million products' index in
    /// 5.1 s of CPU instead of 7.5 s, with 5 segments instead of 9 (docs/benchmarks.md).
    static let searchTuning = """
        INSERT INTO productSearch(productSearch, rank) VALUES('hashsize', 16777216);
        """

    /// The cache's page cache during an import, in KiB (`PRAGMA cache_size`).
    static let cacheSize = 32768

    /// The page cache of the scratch database, in KiB (`PRAGMA cache_size`): FTS5 appends
    /// its segments and reads them back in order to merge them, so a small one is enough.
    static let searchCacheSize = 8192

    /// Copies the index built in the database attached as `search` over the cache's empty one:
    /// FTS5 keeps everything in these tables, so the copy is the index.
    static let copySearch = """
        DELETE FROM main.productSearch_data;
        DELETE FROM main.productSearch_config;
        INSERT INTO main.productSearch_data SELECT * FROM search.productSearch_data;
        INSERT INTO main.productSearch_idx SELECT * FROM search.productSearch_idx;
        INSERT INTO main.productSearch_docsize SELECT * FROM search.productSearch_docsize;
        INSERT INTO main.productSearch_config SELECT * FROM search.productSearch_config;
        """

    /// Built once every row is in: faster than keeping them up to date row by row.
    static let indexes = """
        CREATE INDEX productByCategory ON product(category, categoryRank);
        CREATE INDEX productBySeller ON product(seller, sellerRank);
        CREATE INDEX productByCategoryName ON product(category, sortName, position);
        CREATE INDEX productByCategoryPrice ON product(category, price, position);
        CREATE INDEX productByCategoryStock ON product(category, stock, position);
        CREATE INDEX variantByProduct ON variant(product, rank);
        """

    /// The columns a `Product` is read from, in `CacheRow.product()`'s order; its variants
    /// are read from `variantColumns` when `option1` is not NULL.
    static let productColumns =
        "id, name, category, seller, price, stock, description, categoryRank, position, "
        + "option1, option2, option3, inventory"
    /// The columns a `Variant` is read from, in `CacheRow.variant()`'s order.
    static let variantColumns = "id, value1, value2, value3, price, stock, inventory, sku"
}
