import Navigation
import StateFiles

extension CatalogError {
    /// One line for the user: what is wrong with catalog `file`, where, and what to do, e.g.
    /// `aisle: catalog "shop.json": products[12] (id "p-013"): missing field "price" — fix the
    /// file or run without --catalog to use the bundled catalog`.
    public func message(file: String) -> String {
        let name = file.catalogQuoted(limit: 200)
        if case .unreadable(let reason) = self {
            return "aisle: cannot read catalog \(name): \(reason)"
                + " — check the path, or run without --catalog to use the bundled catalog"
        }
        return "aisle: catalog \(name): \(detail)"
            + " — fix the file or run without --catalog to use the bundled catalog"
    }

    /// What is wrong and in which record; ids come from the file, so they are quoted safely.
    private var detail: String {
        switch self {
        case .duplicateCategory(let id):
            "more than one category has the id \(id.rawValue.catalogQuoted())"
        case .duplicateSeller(let id):
            "more than one seller has the id \(id.rawValue.catalogQuoted())"
        case .duplicateProduct(let id):
            "more than one product has the id \(id.rawValue.catalogQuoted())"
        case .unknownCategory(let product, let category):
            "product \(product.rawValue.catalogQuoted()) is in category "
                + "\(category.rawValue.catalogQuoted()), which \"categories\" does not list"
        case .unknownSeller(let product, let seller):
            "product \(product.rawValue.catalogQuoted()) is sold by seller "
                + "\(seller.rawValue.catalogQuoted()), which \"sellers\" does not list"
        case .negativePrice(let id):
            "product \(id.rawValue.catalogQuoted()): \"price\" must not be negative"
        case .negativeStock(let id):
            "product \(id.rawValue.catalogQuoted()): \"stock\" must not be negative"
        case .unsupportedCurrency(let code):
            "currency \(code.catalogQuoted()) is not supported (use one of "
                + Currency.known.keys.sorted().joined(separator: ", ") + ")"
        case .unreadable(let reason):
            reason
        case .malformed(let record, let problem):
            "\(record): \(problem)"
        }
    }
}

extension String {
    /// The string in double quotes for a message, with quotes, backslashes, control and
    /// bidirectional-override characters escaped and anything past `limit` characters cut, so
    /// that text from a file can neither garble nor flood the terminal.
    func catalogQuoted(limit: Int = 60) -> String {
        JSONScanner.quoted(self, limit: limit)
    }
}
