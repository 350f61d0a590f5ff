import Storefront

/// One row of a Shopify product CSV as read: its fields and the line of the file it starts on.
struct ShopifyRow {
    var fields: [String]
    /// 1-based line of the file where the row starts (a quoted field may hold line breaks, so
    /// a row can span several).
    var line: Int
    let columns: ShopifyColumns

    /// The field of `column`, without surrounding white space; empty when the file lacks the
    /// column.
    subscript(column: ShopifyColumn) -> String {
        raw(column).trimmedForCatalog
    }

    /// The field of `column` as written.
    func raw(_ column: ShopifyColumn) -> String {
        guard let position = columns.position(of: column), position < fields.count else {
            return ""
        }
        return fields[position]
    }

    /// `column`'s field does not hold what it must, in the file's own name for the column:
    /// `"Variant Price" must be an amount like 18.50, found "12,50"`.
    func invalid(_ column: ShopifyColumn, must expected: String, found: String) -> ShopifyProblem {
        ShopifyProblem(
            problem: .wrongType(
                subject: ShopifyProblem.quoted(columns.name(of: column)), expected: expected,
                found: ShopifyProblem.quoted(found)),
            line: line)
    }

    /// How the row's stock limits sales (`Inventory`): not counted when the file has no
    /// quantity column, or has a tracker column left blank on this row (Shopify's "not
    /// tracked"); sold past zero when the policy says `continue` (or TRUE, in the current
    /// template's "Continue selling when out of stock"); else counted.
    var inventory: Inventory {
        if columns.position(of: .quantity) == nil { return .untracked }
        if columns.position(of: .tracker) != nil, self[.tracker].isEmpty { return .untracked }
        return ["continue", "true"].contains(self[.policy].lowercased())
            ? .continueSelling : .counted
    }

    /// Whether the row says anything about a variant: an option value, a SKU, a price or a
    /// quantity. A later row of a product that says none of these carries only an image.
    var hasVariant: Bool {
        [.option1Value, .option2Value, .option3Value, .sku, .price, .quantity].contains {
            !self[$0].isEmpty
        }
    }

    /// Whether every field is empty (a blank line, or a spreadsheet's row of commas).
    var isBlank: Bool { fields.allSatisfy { $0.trimmedForCatalog.isEmpty } }
}

extension String {
    /// The text without white space (line breaks included) at either end.
    var trimmedForCatalog: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(Substring(scalars))
    }

    /// The text on one line: each run of white space, line breaks and control characters
    /// made one space, and none at either end. What a name or an id made from a name is.
    var singleLine: String {
        var result = String.UnicodeScalarView()
        var space = false
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                space = !result.isEmpty
            } else {
                if space { result.append(" ") }
                space = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
