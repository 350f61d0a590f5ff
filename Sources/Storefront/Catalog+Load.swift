extension CatalogContents {
    /// Reads the catalog file at `path` and checks it; symbolic links are followed.
    ///
    /// Throws `.unreadable(reason:)` for a missing, unreadable, non-regular or oversized file,
    /// and otherwise whatever `decode(_:)` throws.
    public static func load(contentsOf path: String) throws(CatalogError) -> CatalogContents {
        try decode(try Catalog.readCatalogFile(path))
    }

    /// Reads the bytes of a catalog file (UTF-8 JSON, see `Resources/catalog.json`) with
    /// `CatalogReader` and checks that it holds together; throws `.invalid` naming the line,
    /// the record and the problem.
    public static func decode(_ bytes: [UInt8]) throws(CatalogError) -> CatalogContents {
        // A product takes a few hundred bytes; reserving from the size avoids most regrowth.
        var builder = CatalogBuilder(productCount: min(bytes.count / 256, 1 << 20))
        try CatalogReader.read(bytes, into: &builder)
        guard let contents = builder.contents() else {
            // The reader requires a currency, so this is never reached.
            throw .invalid(.missingField("currency"), at: CatalogPlace(line: 1))
        }
        return contents
    }
}

extension Catalog {
    /// The longest id, in UTF-8 bytes: far longer than any SKU or package name, and short
    /// enough that a link holding several ids, each percent-encoded to three times its bytes,
    /// stays within `DeepLink.maxLength`.
    public static let maximumIDBytes = 128

    /// Ids are written as shops write them (`g++`, `AB-12/XL`, `#4411`, `Größe 38`): any
    /// non-empty text of at most `maximumIDBytes` UTF-8 bytes without control characters (C0,
    /// DEL, C1), line or paragraph separators, and without white space at either end (which no
    /// one could see or type back). Links percent-encode them, and screens show them through
    /// the sanitiser like any catalog text.
    public static func isValidID(_ id: String) -> Bool {
        // Every id read back from the cache is checked, several per frame: printable ASCII,
        // which most ids are, is judged byte by byte; the rest by the rule in words.
        let ascii = id.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first, let last = bytes.last,
                bytes.count <= maximumIDBytes
            else { return nil }
            guard first != 0x20, last != 0x20, bytes.allSatisfy({ (0x20...0x7E).contains($0) })
            else { return nil }
            return true
        }
        return (ascii ?? nil) ?? (idProblem(id) == nil)
    }

    /// What is wrong with `id` as a catalog id, in words; nil when it is valid.
    public static func idProblem(_ id: String) -> String? {
        guard let first = id.unicodeScalars.first, let last = id.unicodeScalars.last else {
            return "must not be empty"
        }
        if id.utf8.count > maximumIDBytes {
            return "must be at most \(maximumIDBytes) bytes long in UTF-8, found \(id.utf8.count)"
        }
        if first.properties.isWhitespace || last.properties.isWhitespace {
            return "must not begin or end with white space"
        }
        for scalar in id.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                return "must not hold control characters or line breaks (found U+"
                    + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ")"
            default: continue
            }
        }
        return nil
    }
}

extension String {
    /// The string with zeros in front up to `width` characters (for U+000A).
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
