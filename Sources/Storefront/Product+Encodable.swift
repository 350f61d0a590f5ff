/// A product encodes as a catalog file's product record (README, "Catalog files"): what
/// `aisle` tools and tests write catalogs with. Options and variants appear only when the
/// product has them, so a catalog without variants is written as before.
extension Product: Encodable {
    private enum Key: String, CodingKey {
        case id, name, category, seller, price, stock, description, options, variants, inventory
    }

    public func encode(to encoder: any Encoder) throws {
        var record = encoder.container(keyedBy: Key.self)
        try record.encode(id, forKey: .id)
        try record.encode(name, forKey: .name)
        try record.encode(category, forKey: .category)
        try record.encode(seller, forKey: .seller)
        try record.encode(price, forKey: .price)
        try record.encode(stock, forKey: .stock)
        try record.encode(description, forKey: .description)
        // Only what differs from what a catalog means by saying nothing.
        if !hasVariants, inventory != .counted {
            try record.encode(inventory.rawValue, forKey: .inventory)
        }
        if hasVariants {
            try record.encode(options, forKey: .options)
            try record.encode(variants, forKey: .variants)
        }
    }
}

/// A variant encodes as the entry of its product's `"variants"`: `inventory` and `sku` only
/// when they say something.
extension Variant: Encodable {
    private enum Key: String, CodingKey {
        case id, values, price, stock, inventory, sku
    }

    public func encode(to encoder: any Encoder) throws {
        var record = encoder.container(keyedBy: Key.self)
        try record.encode(id, forKey: .id)
        try record.encode(values, forKey: .values)
        try record.encode(price, forKey: .price)
        try record.encode(stock, forKey: .stock)
        if inventory != .counted { try record.encode(inventory.rawValue, forKey: .inventory) }
        if let sku { try record.encode(sku, forKey: .sku) }
    }
}
