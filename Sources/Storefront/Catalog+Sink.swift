extension CatalogContents {
    /// A catalog's records from what another format's reader hands to a sink (the Shopify CSV
    /// reader, in ShopifyCatalog), with the checks `decode` makes of JSON; `read` throws the
    /// reader's problems. (Aisle imports every catalog into SQLite; tests build theirs from
    /// these records through that importer.)
    public static func build(
        reading read: (inout any CatalogSink) throws(CatalogError) -> Void
    ) throws(CatalogError) -> CatalogContents {
        var sink: any CatalogSink = CatalogBuilder()
        try read(&sink)
        guard let contents = (sink as? CatalogBuilder)?.contents() else {
            // Every reader names a currency before it ends, so this is never reached.
            throw .invalid(.missingField("currency"), at: CatalogPlace(line: 1))
        }
        return contents
    }
}
