import Storefront

/// A product read from its rows, with the names of its vendor and category (the reader turns
/// those into seller and category records, and their ids into the product's).
struct ShopifyProduct {
    var product: Product
    var vendor: String
    var category: String
}

extension ShopifyProductRows {
    /// The seller of products whose `Vendor` is blank.
    static let unknownVendor = "Unknown vendor"
    /// The category of products with neither a `Product Category` nor a `Type`.
    static let otherCategory = "Other"

    /// The product the rows describe, prices in `currency`; or every problem found, each on
    /// the line of the row it is in.
    func product(currency: Currency) -> Checked<ShopifyProduct> {
        var problems: [ShopifyProblem] = []
        let line = first.line
        if Catalog.idProblem(handle) != nil {
            problems.append(ShopifyProblem(problem: .invalidID(handle), line: line))
        }
        let name = first.raw(.title).singleLine
        let vendor = first.raw(.vendor).singleLine
        let (category, categoryColumn) = Self.category(of: first)
        problems += [
            ShopifyProblem.length(.title, field: "name", name, line: line),
            ShopifyProblem.length(.vendor, field: "name", vendor, line: line),
            ShopifyProblem.length(categoryColumn, field: "name", category, line: line),
        ].compactMap { $0 }
        let description = Self.description(of: first)
        if case .failure(let problem) = description { problems.append(problem) }
        var product = Product(
            id: ProductID(handle), name: name, category: CategoryID(""), seller: SellerID(""),
            price: 0, stock: 0, description: (try? description.get()) ?? "")
        switch optionNames() {
        case .failure(let problem):
            problems.append(problem)
        case .success(let options) where options.isEmpty:
            for row in variantRows {
                problems.append(
                    .variants(
                        "this row adds a variant to a product without options; name them in "
                            + "\"Option1 Name\" on the product's first row (line \(line))",
                        line: row.line))
            }
            switch (Self.price(of: first, in: currency), Self.stock(of: first)) {
            case (.success(let price), .success(let stock)):
                product.price = price
                product.stock = stock
                product.inventory = first.inventory
            case (let price, let stock):
                problems += [price.problem, stock.problem].compactMap { $0 }
            }
        case .success(let options):
            switch variants(options: options, currency: currency) {
            case .value(let variants):
                product = Product(
                    id: product.id, name: name, category: product.category,
                    seller: product.seller, price: 0, stock: 0,
                    description: product.description, options: options, variants: variants)
            case .problems(let found): problems += found
            }
        }
        product.keywords = Self.keywords(of: first)
        guard problems.isEmpty else { return .problems(problems) }
        return .value(
            ShopifyProduct(
                product: product, vendor: vendor.isEmpty ? Self.unknownVendor : vendor,
                category: category))
    }

    /// The product's variants, one per row from the first on.
    private func variants(options: [String], currency: Currency)
        -> Checked<[Variant]>
    {
        var problems: [ShopifyProblem] = []
        var variants: [Variant] = []
        var seen: [[String]: Int] = [:]
        let rows = [first] + variantRows
        if rows.count + extraRows > Catalog.maximumVariants {
            problems.append(
                .variants(
                    "at most \(Catalog.maximumVariants) variants per product, found "
                        + "\(rows.count + extraRows)", line: first.line))
        }
        for (index, row) in rows.enumerated() {
            var values: [String] = []
            var rowProblems: [ShopifyProblem] = []
            for (position, columns) in ShopifyColumn.options.enumerated() {
                let value = row.raw(columns.value).singleLine
                if position < options.count {
                    if value.isEmpty {
                        rowProblems.append(
                            .variants(
                                "\"\(columns.value.name)\" is empty; every variant needs a "
                                    + "value for \(ShopifyProblem.quoted(options[position]))",
                                line: row.line))
                    }
                    values.append(value)
                } else if !value.isEmpty {
                    rowProblems.append(
                        .variants(
                            "\"\(columns.value.name)\" is \(ShopifyProblem.quoted(value)) but "
                                + "the product has no \"\(columns.name.name)\"", line: row.line))
                }
            }
            if let earlier = seen.updateValue(row.line, forKey: values), rowProblems.isEmpty {
                rowProblems.append(
                    .variants(
                        "the variant \(ShopifyProblem.quoted(values.joined(separator: " / "))) "
                            + "is also on line \(earlier)", line: row.line))
            }
            let sku = row[.sku]
            if !sku.isEmpty, let problem = Catalog.idProblem(sku) {
                rowProblems.append(
                    .variants("\"\(row.columns.name(of: .sku))\" \(problem)", line: row.line))
            }
            let price = Self.price(of: row, in: currency)
            let stock = Self.stock(of: row)
            rowProblems += [price.problem, stock.problem].compactMap { $0 }
            if rowProblems.isEmpty, case .success(let price) = price,
                case .success(let stock) = stock
            {
                // Shops share SKUs between sizes and products: a variant is its product and
                // values, its SKU shown and searched (DECISIONS.md).
                variants.append(
                    Variant(
                        id: ProductID(derivedID(values: values, index: index)), values: values,
                        price: price, stock: stock, inventory: row.inventory,
                        sku: sku.isEmpty ? nil : sku))
            }
            problems += rowProblems
        }
        return problems.isEmpty ? .value(variants) : .problems(problems)
    }

    /// A variant's id: `handle/M/Blue`, or `handle/3` (its place among the product's
    /// variants) when the values make no usable id; cut to fit the id length.
    func derivedID(values: [String], index: Int) -> String {
        let spelled = ([handle] + values).joined(separator: "/")
        if Catalog.idProblem(spelled) == nil { return spelled }
        let suffix = "/\(index + 1)"
        return Self.prefix(of: handle, bytes: Catalog.maximumIDBytes - suffix.utf8.count)
            + suffix
    }

    /// The longest start of `text` that fits in `bytes` bytes of UTF-8, cut between
    /// characters.
    static func prefix(of text: String, bytes: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            used += character.utf8.count
            if used > bytes { break }
            result.append(character)
        }
        return result
    }
}

extension Result where Failure == ShopifyProblem {
    /// The problem, nil on success.
    var problem: ShopifyProblem? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}
