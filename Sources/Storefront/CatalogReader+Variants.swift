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

    /// An `"inventory"`: `"counted"`, `"untracked"` or `"continue"` (`Inventory`).
    mutating func inventory() throws(Failure) -> Inventory {
        let start = index
        let text = try string(field: .inventory)
        guard let inventory = Inventory(rawValue: text) else {
            throw Failure(
                .wrongType(
                    subject: "\"inventory\"", expected: Inventory.spellings,
                    found: text.catalogQuoted(limit: 24)), at: start)
        }
        return inventory
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
                case .inventory?: fields.inventory = try cursor.inventory()
                case .sku?: fields.sku = try cursor.string(field: .id)
                default: try cursor.skipValue()
                }
            }
            let inventory = fields.inventory ?? .counted
            if inventory == .untracked, fields.stock == nil { fields.stock = 0 }
            variants.append(
                Variant(
                    id: ProductID(try Self.required(fields.id, .id, start)),
                    values: try Self.required(fields.values, .values, start),
                    price: try Self.required(fields.price, .price, start),
                    stock: try Self.required(fields.stock, .stock, start), inventory: inventory,
                    sku: fields.sku))
        }
        return variants
    }
}
