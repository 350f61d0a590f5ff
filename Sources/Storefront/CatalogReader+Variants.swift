extension CatalogReader.Cursor {
    /// A product's `"options"`: an array of names (their rules are `Catalog.variantProblem`'s).
    mutating func names(field: CatalogReader.Field) throws(Failure) -> [String] {
        guard peek == UInt8(ascii: "[") else {
            throw try wrongType(field.text.catalogQuoted(), expected: "an array of strings")
        }
        var names: [String] = []
        try elements { cursor, position throws(Failure) in
            guard position < Catalog.maximumVariants else {
                throw Failure(
                    .variants("\(field.text.catalogQuoted()) holds too many entries"),
                    at: cursor.index)
            }
            names.append(try cursor.string(field: .name))
        }
        return names
    }

    /// A product's `"variants"`: an array of objects with `"id"`, `"values"`, `"price"` and
    /// `"stock"`, each required. More than `Catalog.maximumVariants` are refused as they come,
    /// so a huge array is never held.
    mutating func variants() throws(Failure) -> [Variant] {
        guard peek == UInt8(ascii: "[") else {
            throw try wrongType("\"variants\"", expected: "an array of objects")
        }
        var variants: [Variant] = []
        try elements { cursor, position throws(Failure) in
            let start = cursor.index
            guard position < Catalog.maximumVariants else {
                throw Failure(
                    .variants("at most \(Catalog.maximumVariants) variants per product"),
                    at: start)
            }
            guard cursor.peek == UInt8(ascii: "{") else {
                throw try cursor.wrongType("variants[\(position)]", expected: "an object")
            }
            var fields = CatalogReader.Fields()
            try cursor.members { cursor, key throws(Failure) in
                switch try fields.claim(key, allowed: CatalogReader.Field.variantFields) {
                case .id?: fields.id = try cursor.identifier()
                case .values?: fields.values = try cursor.names(field: .values)
                case .price?:
                    fields.price = try cursor.wholeNumber(.price, maximum: Catalog.maximumPrice)
                case .stock?:
                    fields.stock = try cursor.wholeNumber(.stock, maximum: Catalog.maximumStock)
                default: try cursor.skipValue()
                }
            }
            variants.append(
                Variant(
                    id: ProductID(try Self.required(fields.id, .id, start)),
                    values: try Self.required(fields.values, .values, start),
                    price: try Self.required(fields.price, .price, start),
                    stock: try Self.required(fields.stock, .stock, start)))
        }
        return variants
    }
}
