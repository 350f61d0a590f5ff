import CSV
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a Shopify product CSV (the file Shopify's "Export products" writes) as a catalog,
/// into the same `CatalogSink`s as the JSON and SQLite readers, with their checks and their
/// report: every problem found in one pass, the first 20 listed with their line and record.
///
/// Products are grouped by `Handle` (a product's rows stand together; later rows carry more
/// variants, or only an image); unpublished products are skipped; sellers and categories are
/// made from the `Vendor` and `Product Category` (or `Type`) names. The CSV itself is parsed by
/// CSV.swift, streaming, so a file is never held in memory twice (DECISIONS.md).
public enum ShopifyCSVReader {
    /// Whether a file whose first bytes are `prefix`, named `path`, is a Shopify product CSV:
    /// its first line is a header naming a `Handle` and a `Title` column, or it is named
    /// `….csv` and does not start like JSON (it is then read as CSV, and what its header lacks
    /// is reported).
    public static func isShopifyCSV(prefix: some Collection<UInt8>, path: String?) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // Shopify's header names hold no commas, quotes or line breaks.
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        let header = String(decoding: line, as: UTF8.self)
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmedForCatalog.filter { $0 != "\"" } }
        if ShopifyColumns(header: header).isShopify { return true }
        guard let path, path.lowercased().hasSuffix(".csv") else { return false }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first != UInt8(ascii: "{")
    }

    /// `isShopifyCSV(prefix:path:)` for the open file `descriptor` (its first 16 KiB).
    public static func isShopifyCSV(descriptor: Int32, path: String) -> Bool {
        var prefix = [UInt8](repeating: 0, count: 16 << 10)
        let count = prefix.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress, $0.count, 0)
        }
        return isShopifyCSV(prefix: prefix.prefix(max(count, 0)), path: path)
    }

    /// Reads the CSV in `buffer` (a mapped file) into `sink`, front to back; `consumed` is told,
    /// now and then, how many bytes are behind the reader (a mapped file hands their pages
    /// back). A sink's `.empty` rejection (it could not write) stops the read and is thrown
    /// as `.invalid(.empty, …)`, for the caller to report its own reason.
    /// `currency` is the catalog's when the file has no `Currency` column (`--currency`).
    /// Returns notes about the file as a whole, for the owner to read once.
    @discardableResult
    public static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, into sink: inout some CatalogSink,
        currency: Currency? = nil, consumed: ((Int) -> Void)? = nil
    ) throws(CatalogError) -> [String] {
        // No field Aisle reads may be longer than a body it would refuse unread.
        let stream = BufferInputStream(buffer, fieldBound: 8 * Catalog.maximumTextBytes)
        var state = ShopifyCSVRead()
        state.defaultCurrency = currency
        do throws(ShopifyCSVRead.Halt) {
            // Creating the reader reads the first chunk only; it cannot fail for bytes in memory.
            guard let reader = try? CSVReader(stream: stream, hasHeaderRow: false) else {
                throw .unreadable
            }
            var line = 1
            var rows = 0
            while let fields = reader.next() {
                guard reader.error == nil else { break }
                state.offset = stream.consumed
                try state.take(fields, line: line, into: &sink)
                line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
                rows += 1
                if rows % 1024 == 0 { consumed?(stream.consumed) }
            }
            if reader.error != nil {
                state.report(
                    .wrongType(
                        subject: "the file", expected: "UTF-8 text",
                        found: "other bytes (export or save it as UTF-8)"), line: line)
                throw .unreadable
            }
            try state.finish(into: &sink)
        } catch {
            // A file that cannot be read further has its problem in the log already.
            if error == .storage { throw .invalid(.empty, at: CatalogPlace()) }
        }
        if let error = state.error() { throw error }
        return state.notes
    }

    /// How many line breaks `field` holds (a quoted field may): LF, CR LF or a lone CR.
    static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for scalar in field.unicodeScalars {
            if scalar == "\n" {
                if !afterCR { count += 1 }
            } else if scalar == "\r" {
                count += 1
            }
            afterCR = scalar == "\r"
        }
        return count
    }
}

extension ShopifyCSVReader {
    /// The catalog's records in `bytes`, read in memory (`CatalogContents.build`): for tests
    /// and the fuzzer; Aisle itself imports a CSV catalog into its cache through `read`.
    public static func catalog(_ bytes: [UInt8], currency: Currency? = nil) throws(CatalogError)
        -> CatalogContents
    {
        try CatalogContents.build { (sink: inout any CatalogSink) throws(CatalogError) in
            _ = try bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(CatalogError) in
                    try read(buffer, into: &sink, currency: currency)
                }
            }.get()
        }
    }
}
