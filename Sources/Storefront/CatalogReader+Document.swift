extension CatalogReader.Cursor {
    typealias Failure = CatalogReader.Failure

    /// The whole file: one object holding the four fields, then only white space.
    mutating func document(into sink: inout some CatalogSink) throws(Failure) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard peek != nil else { throw Failure(.empty, at: 0) }
        let start = index
        guard peek == UInt8(ascii: "{") else {
            throw try wrongType("the catalog", expected: "a JSON object")
        }
        var seen = Set<CatalogReader.Field>()
        try members { cursor, key throws(Failure) in
            guard let field = key.field, CatalogReader.Field.topLevel.contains(field) else {
                try cursor.skipValue()
                return
            }
            guard seen.insert(field).inserted else {
                throw Failure(.repeatedField(field.text), at: key.offset)
            }
            switch field {
            case .currency: try cursor.currency(into: &sink)
            case .categories: try cursor.categories(into: &sink)
            case .sellers: try cursor.sellers(into: &sink)
            default: try cursor.products(into: &sink)
            }
        }
        skipWhitespace()
        guard peek == nil else { throw syntax("unexpected \(found) after the end of the catalog") }
        for field in CatalogReader.Field.topLevel where !seen.contains(field) {
            throw Failure(.missingField(field.text), at: start)
        }
        var atEnd = CatalogProblemLog()
        let end = index
        try rejecting(at: nil) { () throws(CatalogRejection) in
            try sink.finish { rejection in
                atEnd.add(
                    CatalogProblemLog.Entry(
                        rejection.problem, record: rejection.record,
                        offset: rejection.offset ?? end, atEnd: true))
            }
        }
        log.merge(atEnd)
    }

    private mutating func currency(into sink: inout some CatalogSink) throws(Failure) {
        let start = index
        let code = try string(field: .currency)
        guard let currency = Currency.known[code] else {
            throw Failure(.unsupportedCurrency(code), at: start)
        }
        try rejecting(at: start) { () throws(CatalogRejection) in try sink.currency(currency) }
    }

    private mutating func categories(into sink: inout some CatalogSink) throws(Failure) {
        try records(.categories) { cursor, position, start throws(Failure) in
            var fields = CatalogReader.Fields()
            try cursor.members { cursor, key throws(Failure) in
                switch try fields.claim(key, allowed: CatalogReader.Field.categoryFields) {
                case .id?: fields.id = try cursor.identifier()
                case .name?: fields.name = try cursor.string(field: .name)
                default: try cursor.skipValue()
                }
            }
            let category = Category(
                id: CategoryID(try Self.required(fields.id, .id, start)),
                name: try Self.required(fields.name, .name, start))
            try cursor.rejecting(at: start) { () throws(CatalogRejection) in
                try sink.category(
                    category, CatalogRecord(.categories, position, id: category.id.rawValue),
                    offset: start)
            }
        }
    }

    private mutating func sellers(into sink: inout some CatalogSink) throws(Failure) {
        try records(.sellers) { cursor, position, start throws(Failure) in
            var fields = CatalogReader.Fields()
            try cursor.members { cursor, key throws(Failure) in
                switch try fields.claim(key, allowed: CatalogReader.Field.sellerFields) {
                case .id?: fields.id = try cursor.identifier()
                case .name?: fields.name = try cursor.string(field: .name)
                case .about?: fields.about = try cursor.string(field: .about)
                default: try cursor.skipValue()
                }
            }
            let seller = Seller(
                id: SellerID(try Self.required(fields.id, .id, start)),
                name: try Self.required(fields.name, .name, start),
                about: try Self.required(fields.about, .about, start))
            try cursor.rejecting(at: start) { () throws(CatalogRejection) in
                try sink.seller(
                    seller, CatalogRecord(.sellers, position, id: seller.id.rawValue), offset: start
                )
            }
        }
    }

    /// The `products` array, the bulk of the file.
    private mutating func products(into sink: inout some CatalogSink) throws(Failure) {
        try records(.products) { cursor, position, start throws(Failure) in
            var fields = CatalogReader.Fields()
            try cursor.members { cursor, key throws(Failure) in
                switch try fields.claim(key, allowed: CatalogReader.Field.productFields) {
                case .id?: fields.id = try cursor.identifier()
                case .name?: fields.name = try cursor.string(field: .name)
                case .category?: fields.category = try cursor.string(field: .category)
                case .seller?: fields.seller = try cursor.string(field: .seller)
                case .price?:
                    fields.price = try cursor.wholeNumber(.price, maximum: Catalog.maximumPrice)
                case .stock?:
                    fields.stock = try cursor.wholeNumber(.stock, maximum: Catalog.maximumStock)
                case .description?: fields.description = try cursor.string(field: .description)
                case .options?: fields.options = try cursor.names(field: .options)
                case .variants?: fields.variants = try cursor.variants()
                case .inventory?: fields.inventory = try cursor.inventory()
                default: try cursor.skipValue()
                }
            }
            // With variants, the product's price and stock are theirs (lowest, sum); stock
            // that is not counted may be left out.
            let variants = fields.variants ?? []
            let inventory = fields.inventory ?? .counted
            if inventory == .untracked, fields.stock == nil { fields.stock = 0 }
            let product = Product(
                id: ProductID(try Self.required(fields.id, .id, start)),
                name: try Self.required(fields.name, .name, start),
                category: CategoryID(try Self.required(fields.category, .category, start)),
                seller: SellerID(try Self.required(fields.seller, .seller, start)),
                price: variants.isEmpty ? try Self.required(fields.price, .price, start) : 0,
                stock: variants.isEmpty ? try Self.required(fields.stock, .stock, start) : 0,
                description: try Self.required(fields.description, .description, start),
                options: fields.options ?? [], variants: variants, inventory: inventory)
            try cursor.rejecting(at: start) { () throws(CatalogRejection) in
                try sink.product(
                    product, CatalogRecord(.products, position, id: product.id.rawValue),
                    offset: start)
            }
        }
    }

    /// Reads the array of `list`, calling `record` at each entry (which must be an object) with
    /// its position and offset. A failure inside an entry is tagged with the record, its id
    /// looked up again from the entry's start, since the id may come after the trouble; unless
    /// it breaks the JSON, it is logged and the entry skipped.
    private mutating func records(
        _ list: CatalogRecord.List,
        _ record: (inout Self, Int, Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek == UInt8(ascii: "[") else {
            throw try wrongType(list.rawValue.catalogQuoted(), expected: "an array")
        }
        try elements { cursor, position throws(Failure) in
            let start = cursor.index
            do throws(Failure) {
                guard cursor.peek == UInt8(ascii: "{") else {
                    throw try cursor.wrongType("the entry", expected: "an object")
                }
                try record(&cursor, position, start)
            } catch {
                var failure = error
                if failure.record == nil {
                    var probe = Self(cursor.bytes, at: start)
                    probe.release = cursor.release
                    failure.record = CatalogRecord(list, position, id: probe.recordID())
                }
                guard failure.isRecoverable else { throw failure }
                // The record is left out: noted, skipped whole, and the next one read.
                cursor.log.add(failure.entry)
                cursor.index = start
                cursor.skippingRefused = true
                defer { cursor.skippingRefused = false }
                try cursor.skipValue()
            }
        }
    }

    /// The `"id"` string of the object at the cursor, if it has one before any syntax error.
    private mutating func recordID() -> String? {
        var id: String?
        try? members { cursor, key throws(Failure) in
            if key.field == .id, id == nil, cursor.peek == UInt8(ascii: "\"") {
                id = try cursor.string()
            } else {
                try cursor.skipValue()
            }
        }
        return id
    }

    /// `value`, which the record must have had.
    static func required<T>(
        _ value: T?, _ field: CatalogReader.Field, _ start: Int
    ) throws(Failure) -> T {
        guard let value else { throw Failure(.missingField(field.text), at: start) }
        return value
    }

    /// A record's `"id"`, which must pass `Catalog.isValidID`.
    mutating func identifier() throws(Failure) -> String {
        let start = index
        let id = try string(field: .id)
        guard Catalog.isValidID(id) else { throw Failure(.invalidID(id), at: start) }
        return id
    }

    /// Runs a sink call, turning its rejection into a failure at the record's offset.
    private func rejecting(
        at offset: Int?, _ body: () throws(CatalogRejection) -> Void
    ) throws(Failure) {
        do throws(CatalogRejection) {
            try body()
        } catch {
            throw Failure(error.problem, at: error.offset ?? offset ?? index, record: error.record)
        }
    }
}
