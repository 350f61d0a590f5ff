extension Catalog {
    /// Reads the catalog file at `path` into memory and checks it; symbolic links are followed.
    ///
    /// Throws `.unreadable(reason:)` for a missing, unreadable, non-regular or oversized file,
    /// and otherwise whatever `decode(_:)` throws.
    public static func load(contentsOf path: String) throws(CatalogError) -> Catalog {
        try decode(try readCatalogFile(path))
    }

    /// Reads the bytes of a catalog file (UTF-8 JSON, see `Resources/catalog.json`) with
    /// `CatalogReader` and checks that it holds together; throws `.invalid` naming the line,
    /// the record and the problem.
    public static func decode(_ bytes: [UInt8]) throws(CatalogError) -> Catalog {
        // A product takes a few hundred bytes; reserving from the size avoids most regrowth.
        var builder = CatalogBuilder(productCount: min(bytes.count / 256, 1 << 20))
        try CatalogReader.read(bytes, into: &builder)
        guard let contents = builder.contents() else {
            // The reader requires a currency, so this is never reached.
            throw .invalid(.missingField("currency"), at: CatalogPlace(line: 1))
        }
        return Catalog(store: MemoryCatalogStore(contents))
    }

    /// Ids travel in deep links (`aisle://product/p-013`) and saved paths, so they must be
    /// non-empty and need no escaping: ASCII letters, digits and `-` `_` `.` `~`.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "."), UInt8(ascii: "~"):
                    true
                default: false
                }
            }
    }
}
