extension CatalogFastReader.Cursor {
    typealias GiveUp = CatalogFastReader.GiveUp

    /// The `categories` array.
    mutating func categories() throws(GiveUp) -> [Category] {
        var list: [Category] = []
        try elements { cursor throws(GiveUp) in
            var id: String?
            var name: String?
            var others = CatalogFastReader.KeyLog()
            try cursor.members { cursor, key throws(GiveUp) in
                switch key.field {
                case .id? where id == nil: id = try cursor.identifier()
                case .name? where name == nil: name = try cursor.string()
                case .id?, .name?: throw GiveUp()
                default: try cursor.skipUnknown(key, &others)
                }
            }
            guard let id, let name else { throw GiveUp() }
            list.append(Category(id: CategoryID(id), name: name))
        }
        return list
    }

    /// The `sellers` array.
    mutating func sellers() throws(GiveUp) -> [Seller] {
        var list: [Seller] = []
        try elements { cursor throws(GiveUp) in
            var id: String?
            var name: String?
            var about: String?
            var others = CatalogFastReader.KeyLog()
            try cursor.members { cursor, key throws(GiveUp) in
                switch key.field {
                case .id? where id == nil: id = try cursor.identifier()
                case .name? where name == nil: name = try cursor.string()
                case .about? where about == nil: about = try cursor.string()
                case .id?, .name?, .about?: throw GiveUp()
                default: try cursor.skipUnknown(key, &others)
                }
            }
            guard let id, let name, let about else { throw GiveUp() }
            list.append(Seller(id: SellerID(id), name: name, about: about))
        }
        return list
    }

    /// The `products` array, the bulk of the file.
    mutating func products() throws(GiveUp) -> [Product] {
        var list: [Product] = []
        // A product takes a few hundred bytes; reserving from the size avoids most regrowth.
        list.reserveCapacity(min(bytes.count / 256, 1 << 20))
        try elements { cursor throws(GiveUp) in
            var id: String?
            var name: String?
            var category: String?
            var seller: String?
            var price: Int?
            var stock: Int?
            var description: String?
            var others = CatalogFastReader.KeyLog()
            try cursor.members { cursor, key throws(GiveUp) in
                switch key.field {
                case .id? where id == nil: id = try cursor.identifier()
                case .name? where name == nil: name = try cursor.string()
                case .category? where category == nil: category = try cursor.string()
                case .seller? where seller == nil: seller = try cursor.string()
                case .price? where price == nil: price = try cursor.integer()
                case .stock? where stock == nil: stock = try cursor.integer()
                case .description? where description == nil: description = try cursor.string()
                case .id?, .name?, .category?, .seller?, .price?, .stock?, .description?:
                    throw GiveUp()
                default: try cursor.skipUnknown(key, &others)
                }
            }
            guard let id, let name, let category, let seller, let price, let stock,
                let description
            else { throw GiveUp() }
            list.append(
                Product(
                    id: ProductID(id), name: name, category: CategoryID(category),
                    seller: SellerID(seller), price: price, stock: stock,
                    description: description))
        }
        return list
    }

    /// A record's `"id"`, which must pass the loader's id check (ASCII letters, digits and
    /// `-` `_` `.` `~`, not empty); the decoder path reports any other.
    mutating func identifier() throws(GiveUp) -> String {
        let id = try string()
        guard Catalog.isValidID(id) else { throw GiveUp() }
        return id
    }

    /// Skips the value of a key the catalog does not use, as the decoder ignores it; a key
    /// repeated within one object gives up, since only the decoder decides what that means.
    mutating func skipUnknown(
        _ key: CatalogFastReader.Key, _ others: inout CatalogFastReader.KeyLog
    ) throws(GiveUp) {
        try others.insert(key.range, in: bytes)
        try skipValue(depth: 0)
    }
}
