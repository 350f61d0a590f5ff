import Storefront

extension ShopifyProductRows {
    /// The category a product is shelved in, and the column it came from: the last level of
    /// its `Product Category` ("Apparel & Accessories > Clothing > Shirts & Tops" is "Shirts &
    /// Tops"), else its `Type`, else "Other". Shopify's placeholder category `Uncategorized`
    /// says nothing, so the shop's `Type` wins over it.
    static func category(of row: ShopifyRow) -> (name: String, column: ShopifyColumn) {
        let levels = row.raw(.productCategory).split(separator: ">").map { String($0).singleLine }
        if let last = levels.last(where: { !$0.isEmpty }),
            last.lowercased() != "uncategorized"
        {
            return (last, .productCategory)
        }
        let type = row.raw(.type).singleLine
        return type.isEmpty ? (otherCategory, .type) : (type, .type)
    }

    /// The product's description: its `Body (HTML)` as plain text (`HTMLText`). Its `Tags`
    /// are lists for search engines, not text for shoppers: `keywords(of:)` makes them
    /// searchable without showing them.
    static func description(of row: ShopifyRow) -> Result<String, ShopifyProblem> {
        let body = row.raw(.body)
        // HTML is longer than its text, but not by this much: a body past it is refused
        // unread, so that no field costs more than a few times the largest description.
        guard body.utf8.count <= 8 * Catalog.maximumTextBytes else {
            return .failure(
                ShopifyProblem(
                    problem: .tooLong(
                        field: ShopifyColumn.body.name, maximum: Catalog.maximumTextBytes,
                        unit: "bytes of UTF-8", found: nil),
                    line: row.line))
        }
        // Expanded up to twice the maximum, so that a body near it is measured exactly; past
        // that it is "far more", and the expansion has stopped.
        guard let text = HTMLText.plain(body, limit: 2 * Catalog.maximumTextBytes) else {
            return .failure(
                ShopifyProblem(
                    problem: .tooLong(
                        field: ShopifyColumn.body.name, maximum: Catalog.maximumTextBytes,
                        unit: "bytes of UTF-8", found: nil),
                    line: row.line))
        }
        if let problem = ShopifyProblem.length(.body, field: "description", text, line: row.line) {
            return .failure(problem)
        }
        return .success(text)
    }

    /// The product's `Tags`, each on one line, as many as fit the description's maximum
    /// together (tags past it are left out, not refused: they are only for search).
    static func keywords(of row: ShopifyRow) -> [String] {
        var used = 0
        var tags: [String] = []
        for tag in row.raw(.tags).split(separator: ",") {
            let tag = String(tag).singleLine
            guard !tag.isEmpty else { continue }
            used += tag.utf8.count + 1
            if used > Catalog.maximumTextBytes { break }
            tags.append(tag)
        }
        return tags
    }

    /// The row's `Variant Price` in minor units of `currency`.
    static func price(of row: ShopifyRow, in currency: Currency) -> Result<Int, ShopifyProblem> {
        let text = row[.price]
        let digits = currency.fractionDigits
        guard let price = ShopifyAmount.minorUnits(text, fractionDigits: digits) else {
            let expected =
                digits == 0
                ? "a whole amount like 1200 (\(currency.code) has no decimals)"
                : "an amount like 18.50, with at most \(digits) decimals"
            return .failure(row.invalid(.price, must: expected, found: text))
        }
        guard price <= Catalog.maximumPrice else {
            return .failure(
                row.invalid(
                    .price, must: "at most \(currency.format(Catalog.maximumPrice))", found: text))
        }
        return .success(price)
    }

    /// The row's `Variant Inventory Qty`: blank or negative is none in stock.
    static func stock(of row: ShopifyRow) -> Result<Int, ShopifyProblem> {
        let text = row[.quantity]
        guard let stock = ShopifyAmount.stock(text) else {
            return .failure(row.invalid(.quantity, must: "a whole number", found: text))
        }
        guard stock <= Catalog.maximumStock else {
            return .failure(
                row.invalid(.quantity, must: "at most \(Catalog.maximumStock)", found: text))
        }
        return .success(stock)
    }
}
