import Storefront

extension ShopifyCSVRead {
    /// The product gathered so far, once its last row is read: checked, then handed to the
    /// sink after the seller and category it names, if those are new.
    mutating func flush(into sink: inout some CatalogSink) throws(Halt) {
        guard case .product(let rows, let position)? = group else {
            group = nil
            return
        }
        group = nil
        let record = CatalogRecord(.products, position, id: rows.handle)
        let line = rows.first.line
        switch rows.product(currency: currency ?? defaultCurrency ?? .usd) {
        case .problems(let problems):
            for problem in problems { report(problem.problem, line: problem.line, record: record) }
        case .value(var found):
            try tellCurrency(into: &sink)
            let seller = try sellerID(found.vendor, line: line, into: &sink)
            let category = try categoryID(found.category, line: line, into: &sink)
            guard let seller, let category else { return }
            found.product.seller = SellerID(seller)
            found.product.category = CategoryID(category)
            let offset = offset
            try hand(line: line) { () throws(CatalogRejection) in
                try sink.product(found.product, record, offset: offset)
            }
        }
    }

    /// The id of the seller named `name`, handed to the sink first if new; nil when the sink
    /// refused it (reported once; its products are left out).
    private mutating func sellerID(
        _ name: String, line: Int, into sink: inout some CatalogSink
    ) throws(Halt) -> String? {
        try recordID(name, \.sellers, .sellers, line: line) {
            (id, record, offset) throws(CatalogRejection) in
            try sink.seller(Seller(id: SellerID(id), name: name, about: ""), record, offset: offset)
        }
    }

    /// The id of the category named `name`, as `sellerID`.
    private mutating func categoryID(
        _ name: String, line: Int, into sink: inout some CatalogSink
    ) throws(Halt) -> String? {
        try recordID(name, \.categories, .categories, line: line) {
            (id, record, offset) throws(CatalogRejection) in
            try sink.category(Category(id: CategoryID(id), name: name), record, offset: offset)
        }
    }

    /// The id of the record named `name` in `records`, handed over by `tell` (with its id,
    /// place in `list` and offset) the first time.
    private mutating func recordID(
        _ name: String, _ records: WritableKeyPath<Self, DerivedRecords>,
        _ list: CatalogRecord.List, line: Int,
        tell: (String, CatalogRecord, Int) throws(CatalogRejection) -> Void
    ) throws(Halt) -> String? {
        let (id, isNew) = self[keyPath: records].id(for: name)
        if isNew {
            let record = CatalogRecord(list, self[keyPath: records].count - 1, id: id)
            let offset = offset
            let accepted = try hand(line: line) { () throws(CatalogRejection) in
                try tell(id, record, offset)
            }
            if !accepted { self[keyPath: records].refuse(name) }
        }
        return self[keyPath: records].refused.contains(name) ? nil : id
    }

    /// Runs a sink call: false when the sink refused the record (reported on `line`); a
    /// sink that could not write stops the read.
    @discardableResult
    private mutating func hand(line: Int, _ body: () throws(CatalogRejection) -> Void)
        throws(Halt) -> Bool
    {
        do throws(CatalogRejection) {
            try body()
            return true
        } catch {
            guard error.problem != .empty else { throw .storage }
            report(inFileTerms(error.problem), line: line, record: error.record)
            return false
        }
    }

    /// A sink's problem as the shop wrote the file: a product id taken is a `Handle` used
    /// twice (its product's rows apart), never an "id".
    private func inFileTerms(_ problem: CatalogProblem) -> CatalogProblem {
        guard case .duplicateID(let id, let first) = problem, first.list == .products else {
            return problem
        }
        let line = first.index < productLines.count ? productLines[first.index] : nil
        return .wrongType(
            subject: ShopifyProblem.quoted(columns?.name(of: .handle) ?? "Handle"),
            expected: "a product's own, its rows one after another",
            found: ShopifyProblem.quoted(id) + (line.map { ", also on line \($0)" } ?? ""))
    }

    /// Tells the sink the catalog's currency, once, before any record.
    mutating func tellCurrency(into sink: inout some CatalogSink) throws(Halt) {
        guard !currencyTold else { return }
        currencyTold = true
        let currency = currency ?? defaultCurrency ?? .usd
        try hand(line: currencyLine) { () throws(CatalogRejection) in
            try sink.currency(currency)
        }
    }

    /// The catalog's currency from the first product row's `Currency` (else the one the
    /// owner named, `defaultCurrency`, else USD); a later row may repeat it but not name
    /// another. The message names the code the first row wrote, even one Aisle refused.
    mutating func setCurrency(from row: ShopifyRow) {
        let written = row[.currency]
        let code = written.uppercased()
        guard let currency else {
            currencyLine = row.line
            currencyWritten = written
            if code.isEmpty {
                currency = defaultCurrency ?? .usd
            } else if let known = Currency.known[code] {
                currency = known
            } else {
                currency = defaultCurrency ?? .usd
                report(.unsupportedCurrency(written), line: row.line)
            }
            return
        }
        let first = currencyWritten.isEmpty ? currency.code : currencyWritten.uppercased()
        if !code.isEmpty, code != first {
            report(
                row.invalid(
                    .currency,
                    must: "\(currencyWritten.isEmpty ? currency.code : first), as on "
                        + "line \(currencyLine): a catalog has one currency", found: written
                ).problem, line: row.line)
        }
    }
}
