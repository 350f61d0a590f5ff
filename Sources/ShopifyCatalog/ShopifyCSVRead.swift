import Storefront

/// One read of a Shopify CSV: the header's columns, the product being gathered, the sellers
/// and categories made so far, and the problems found. Rows come in file order (`take`); a
/// product goes to the sink once its last row has been read.
struct ShopifyCSVRead {
    /// Why a read stops before the end: the sink could not write (its own reason), or the
    /// rest of the file cannot be read (the problem is in the log).
    enum Halt: Error {
        case storage, unreadable
    }

    /// The product being gathered: rows to keep, or the rows of one to pass over (unpublished,
    /// or already reported).
    enum Group {
        case product(ShopifyProductRows, position: Int)
        case skipped(handle: String)

        var handle: String {
            switch self {
            case .product(let rows, _): rows.handle
            case .skipped(let handle): handle
            }
        }
    }

    var columns: ShopifyColumns?
    var currency: Currency?
    /// The currency the owner named (`--currency`), for a file without a `Currency` column.
    var defaultCurrency: Currency?
    /// The line of the row whose `Currency` set the catalog's, and the code as it wrote it.
    var currencyLine = 1
    var currencyWritten = ""
    var currencyTold = false
    var group: Group?
    var sellers = DerivedRecords()
    var categories = DerivedRecords()
    /// The place in `products` the next product takes.
    var position = 0
    /// The line each product starts on, by place, to locate what the sink finds at the end.
    var productLines: [Int] = []
    /// The problems found; each entry's offset is its line.
    var log = CatalogProblemLog()
    /// Where the reader is in the file, in bytes: the offset records are handed over at.
    var offset = 0
    /// What the owner is told once about the file as a whole.
    var notes: [String] = []

    /// Takes the next row, `fields` as read, starting on `line`.
    mutating func take(_ fields: [String], line: Int, into sink: inout some CatalogSink)
        throws(Halt)
    {
        guard let columns else { return try header(fields, line: line) }
        let row = ShopifyRow(fields: fields, line: line, columns: columns)
        guard !row.isBlank else { return }
        let handle = row[.handle]
        if let group, group.handle == handle, !handle.isEmpty {
            guard fields.count == columns.count else { return fieldCount(row, handle: handle) }
            if case .product(var rows, let position) = group {
                rows.add(row)
                self.group = .product(rows, position: position)
            }
            return
        }
        try flush(into: &sink)
        guard fields.count == columns.count else { return fieldCount(row, handle: handle) }
        guard !handle.isEmpty else {
            return report(.missingField(ShopifyColumn.handle.name), line: line)
        }
        setCurrency(from: row)
        switch ShopifyProductRows(first: row, handle: handle).publication() {
        case .success(false):
            group = .skipped(handle: handle)
        case .failure(let problem):
            report(problem.problem, line: line, record: start(handle, line: line))
            group = .skipped(handle: handle)
        case .success(true):
            let place = start(handle, line: line)
            guard !row[.title].isEmpty else {
                report(
                    .wrongType(
                        subject: "\"Title\"", expected: "given on a product's first row",
                        found: "an empty one"), line: line, record: place)
                group = .skipped(handle: handle)
                return
            }
            group = .product(ShopifyProductRows(first: row, handle: handle), position: place.index)
        }
    }

    /// The file has ended: the last product goes to the sink, then the sink's own checks.
    mutating func finish(into sink: inout some CatalogSink) throws(Halt) {
        if columns == nil {
            report(
                .wrongType(
                    subject: "the file",
                    expected: "a Shopify product CSV: a header row, then a row per variant",
                    found: "no rows"), line: 1)
            throw .unreadable
        }
        try flush(into: &sink)
        try tellCurrency(into: &sink)
        var atEnd: [CatalogRejection] = []
        do throws(CatalogRejection) {
            try sink.finish { atEnd.append($0) }
        } catch {
            throw .storage
        }
        for rejection in atEnd {
            let index = rejection.record?.index ?? 0
            let line = index < productLines.count ? productLines[index] : 1
            log.add(.init(rejection.problem, record: rejection.record, offset: line, atEnd: true))
        }
    }

    /// The problems found as the error to throw, nil when there are none.
    func error() -> CatalogError? {
        let issues = log.kept.map {
            CatalogIssue($0.problem, at: CatalogPlace(line: $0.offset, record: $0.record))
        }
        guard let first = issues.first else { return nil }
        if log.count == 1 { return .invalid(first.problem, at: first.place) }
        return .several(issues, more: log.count - issues.count)
    }

    /// Notes a problem on `line`.
    mutating func report(_ problem: CatalogProblem, line: Int, record: CatalogRecord? = nil) {
        log.add(.init(problem, record: record, offset: line, atEnd: false))
    }

    /// A new product starts on `line`: its place in `products`.
    private mutating func start(_ handle: String, line: Int) -> CatalogRecord {
        defer { position += 1 }
        productLines.append(line)
        return CatalogRecord(.products, position, id: handle)
    }

    /// The header row: where each column stands. A file without Shopify's required columns
    /// cannot be read further.
    private mutating func header(_ fields: [String], line: Int) throws(Halt) {
        let columns = ShopifyColumns(header: fields)
        let missing = columns.missing
        guard missing.isEmpty else {
            // Both layouts' names: the exports' and the current template's.
            let names = ShopifyColumn.required.map { column in
                "\"\(column.name)\""
                    + (column.names.count > 1 ? " (or \"\(column.names[1])\")" : "")
            }
            report(
                .wrongType(
                    subject: "the header row",
                    expected: "a Shopify product CSV's, with the columns "
                        + names.joined(separator: ", "),
                    found: "no " + missing.map { "\"\($0.name)\"" }.joined(separator: " nor ")
                        // Spreadsheets in some languages save "CSV" with semicolons.
                        + (fields.count == 1 && fields[0].contains(";")
                            ? " (its fields are separated by semicolons; save it with commas)"
                            : "")),
                line: line)
            throw .unreadable
        }
        self.columns = columns
        if columns.position(of: .quantity) == nil {
            // Shopify leaves it out for shops with several locations.
            notes.append("No Variant Inventory Qty column: stock is not counted.")
        }
    }

    /// A row with more or fewer fields than the header: its product is left out.
    private mutating func fieldCount(_ row: ShopifyRow, handle: String) {
        let count = columns?.count ?? 0
        var record: CatalogRecord?
        if case .product(_, let position)? = group, group?.handle == handle {
            record = CatalogRecord(.products, position, id: handle)
        } else if !handle.isEmpty {
            record = start(handle, line: row.line)
        }
        report(
            .wrongType(
                subject: "the row", expected: "\(count) fields, as the header row has",
                found: "\(row.fields.count) (a quote left open or a comma too many?)"),
            line: row.line, record: record)
        if !handle.isEmpty { group = .skipped(handle: handle) }
    }
}
