import StateFiles

extension CatalogError {
    /// What is wrong and where, for the line the executable prints, e.g. `catalog "shop.json",
    /// line 57, products[12] (id "p-013"): missing field "price"`. Text from the file is quoted
    /// safely. It says what the file must hold, never what to type: that advice belongs to the
    /// command line.
    public func description(file: String) -> String {
        lines(file: file).joined(separator: "\n")
    }

    /// The message as lines: one per problem, the first problem first, then how many more
    /// there are (`catalog "shop.json": 1021 more problems, not listed`).
    public func lines(file: String) -> [String] {
        let name = file.catalogQuoted(limit: 200)
        switch self {
        case .unreadable(let reason):
            return ["cannot read catalog \(name): \(reason)"]
        case .invalid(let problem, let place):
            return ["catalog \(name)\(place.description): \(problem.description)"]
        case .several(let issues, let more):
            let listed = issues.map {
                "catalog \(name)\($0.place.description): \($0.problem.description)"
            }
            let rest = more == 1 ? "1 more problem" : "\(more) more problems"
            return listed + (more > 0 ? ["catalog \(name): \(rest), not listed"] : [])
        }
    }
}

extension CatalogPlace {
    /// `, line 4, column 28` or `, line 57, products[12] (id "p-013")`; empty for nowhere.
    var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        if let column { parts.append("column \(column)") }
        if let record { parts.append(record.description) }
        return parts.map { ", " + $0 }.joined()
    }
}

extension CatalogRecord {
    /// `products[12] (id "p-013")`, or `products[12]` when the id is unknown.
    public var description: String {
        "\(list.rawValue)[\(index)]" + (id.map { " (id \($0.catalogQuoted()))" } ?? "")
    }
}

extension CatalogProblem {
    /// The problem in words, saying what the file must hold instead.
    public var description: String {
        switch self {
        case .empty:
            "the file is empty; a catalog is a JSON object with \"currency\", \"categories\", "
                + "\"sellers\" and \"products\""
        case .syntax(let problem):
            "not valid JSON (\(problem))"
        case .missingField(let field):
            "missing field \(field.catalogQuoted())"
        case .repeatedField(let field):
            "the field \(field.catalogQuoted()) appears twice; keep one"
        case .wrongType(let subject, let expected, let found):
            "\(subject) must be \(expected), found \(found)"
        case .outOfRange(let field, let found, let maximum):
            "\(field.catalogQuoted()) must be a whole number from 0 to \(maximum), found "
                + (found.count > 30 ? found.prefix(30) + "…" : found)
        case .tooLong(let field, let maximum, let unit, let found):
            "\(field.catalogQuoted()) may hold at most \(maximum) \(unit)"
                + (found.map { ", found \($0)" } ?? ", found far more")
        case .invalidID(let id):
            "\"id\" " + (Catalog.idProblem(id) ?? "is not valid")
        case .duplicateID(let id, let first):
            "the id \(id.catalogQuoted()) is already used by \(first.list.rawValue)[\(first.index)]"
        case .unknownCategory(let category):
            "category \(category.catalogQuoted()) is not in \"categories\""
        case .unknownSeller(let seller):
            "seller \(seller.catalogQuoted()) is not in \"sellers\""
        case .variants(let problem):
            problem
        case .unsupportedCurrency(let code):
            "currency \(code.catalogQuoted()) is not an ISO 4217 code; it must be one, "
                + "such as USD, EUR, GBP, JPY, BRL or VND"
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
