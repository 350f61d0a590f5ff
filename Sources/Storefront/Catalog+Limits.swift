extension Catalog {
    /// The highest price a catalog may ask, in minor units: 10⁹ (ten million dollars, or a
    /// billion yen). With at most `CartLine.maximumQuantity` units per line, a line costs at
    /// most about 10¹², so a cart or order of nine million distinct lines still totals, with
    /// shipping and a 25 % tax, below `Int.max` (9.2 × 10¹⁸) — far more lines than any catalog
    /// Aisle reads can hold. Totals are computed with checked arithmetic all the same.
    public static let maximumPrice = 1_000_000_000
    /// The most units a product may have in stock: a million. Shown on screens, never summed.
    public static let maximumStock = 1_000_000

    /// The most characters (Unicode scalars) a name may have: a product's, category's or
    /// seller's. Names are one line on screen; a thousand characters is several screens wide.
    public static let maximumNameLength = 1_000
    /// The most bytes of UTF-8 a description or a seller's "about" may have: 1 MiB, a book's
    /// worth of text. With names and ids bounded too, no record can hold more than a few MiB,
    /// which bounds an import's memory whatever the file holds.
    public static let maximumTextBytes = 1 << 20

    /// The maximum of a text field and its unit: names in characters, descriptions and
    /// "about" in bytes of UTF-8, ids and the ids a product names in bytes (`maximumIDBytes`).
    public static func maximumLength(of field: String) -> (maximum: Int, unit: String)? {
        switch field {
        case "name": (maximumNameLength, "characters")
        case "description", "about": (maximumTextBytes, "bytes of UTF-8")
        case "id", "category", "seller": (maximumIDBytes, "bytes of UTF-8")
        default: nil
        }
    }

    /// The length of `text` in `field`'s unit, for `maximumLength(of:)`.
    static func length(of text: String, unit: String) -> Int {
        unit == "characters" ? text.unicodeScalars.count : text.utf8.count
    }

    /// What is wrong with the length of `text` in `field`, nil when it is within its maximum.
    public static func lengthProblem(_ field: String, _ text: String) -> CatalogProblem? {
        guard let (maximum, unit) = maximumLength(of: field) else { return nil }
        let found = length(of: text, unit: unit)
        return found > maximum
            ? .tooLong(field: field, maximum: maximum, unit: unit, found: found) : nil
    }

    /// What is wrong with `category`'s or `seller`'s text, nil when it is within the maxima.
    public static func textProblem(name: String, about: String? = nil) -> CatalogProblem? {
        lengthProblem("name", name) ?? about.flatMap { lengthProblem("about", $0) }
    }

    /// What is wrong with `product`'s price or stock, the length of its text or its variants
    /// (`variantProblem(of:)`), nil when all are within range.
    public static func rangeProblem(of product: Product) -> CatalogProblem? {
        if let problem = lengthProblem("name", product.name)
            ?? lengthProblem("description", product.description)
        {
            return problem
        }
        if !(0...maximumPrice).contains(product.price) {
            return .outOfRange(field: "price", found: String(product.price), maximum: maximumPrice)
        }
        if !(0...maximumStock).contains(product.stock) {
            return .outOfRange(field: "stock", found: String(product.stock), maximum: maximumStock)
        }
        return variantProblem(of: product)
    }
}
