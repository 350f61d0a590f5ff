/// Why an order read from disk cannot be one Aisle wrote: the values decoded, but together
/// they are impossible. One such order makes the whole file corrupt (set aside, never
/// silently trimmed), because a file that lies about one order cannot be trusted about the
/// rest.
enum OrderDefect: Error, Equatable, Sendable {
    case emptyID
    case badTimestamp
    case badCurrency
    case noLines
    case badQuantity(line: Int)
    case negativePrice(line: Int)
    case quantityTooLarge(line: Int)
    case priceTooLarge(line: Int)
    case overflow
    case totalsDisagree
    case badPayment
    case duplicateID

    /// The reason as `ArchiveReading.corrupt` carries it: "order A-1: line 2 has a quantity
    /// below 1".
    func reason(for id: OrderID) -> String {
        let what =
            switch self {
            case .emptyID: "has an empty id"
            case .badTimestamp: "has a time that is not like 2026-11-21T17:24:16Z"
            case .badCurrency: "has a currency that is not a three-letter code"
            case .noLines: "has no lines"
            case .badQuantity(let line): "line \(line + 1) has a quantity below 1"
            case .negativePrice(let line): "line \(line + 1) has a negative price"
            case .quantityTooLarge(let line):
                "line \(line + 1) has a quantity above \(CartLine.maximumQuantity)"
            case .priceTooLarge(let line):
                "line \(line + 1) has a price above \(Catalog.maximumPrice)"
            case .overflow: "has amounts too large to add up"
            case .totalsDisagree: "has totals that do not add up"
            case .badPayment: "has a payment that is not an invoice or a card's last four digits"
            case .duplicateID: "appears twice"
            }
        return "order \(id.rawValue.debugDescription) \(what)"
    }
}

extension Order {
    /// Whether this is an order Aisle could have written (see `OrdersDocument.read`).
    public var isPossible: Bool { defect == nil }

    /// What makes this order impossible, or `nil` when it is one Aisle could have written.
    var defect: OrderDefect? {
        guard !id.rawValue.isEmpty else { return .emptyID }
        guard Self.isTimestamp(placedAt) else { return .badTimestamp }
        guard currency.code.utf8.count == 3,
            currency.code.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
        else { return .badCurrency }
        guard !lines.isEmpty else { return .noLines }
        for (index, line) in lines.enumerated() {
            guard line.quantity >= 1 else { return .badQuantity(line: index) }
            guard line.unitPrice >= 0 else { return .negativePrice(line: index) }
            guard line.quantity <= CartLine.maximumQuantity else {
                return .quantityTooLarge(line: index)
            }
            guard line.unitPrice <= Catalog.maximumPrice else { return .priceTooLarge(line: index) }
        }
        guard let subtotal = Self.subtotal(of: lines), Amounts.sum(lines.map(\.quantity)) != nil,
            let taxed = Amounts.add(totals.subtotal, totals.shipping),
            let total = Amounts.add(taxed, totals.tax)
        else { return .overflow }
        guard totals.subtotal == subtotal, totals.shipping >= 0, totals.tax >= 0,
            totals.total == total
        else { return .totalsDisagree }
        if case .card(let brand, let lastFour) = payment {
            guard brand != .unknown, lastFour.utf8.count == 4, CheckoutText.isDigits(lastFour)
            else { return .badPayment }
        }
        return nil
    }

    /// The sum of the lines' totals, or `nil` when it does not fit in an `Int`.
    static func subtotal(of lines: [OrderLine]) -> Int? {
        var subtotal = 0
        for line in lines {
            guard let lineTotal = Amounts.multiply(line.unitPrice, line.quantity),
                let next = Amounts.add(subtotal, lineTotal)
            else { return nil }
            subtotal = next
        }
        return subtotal
    }

    /// Whether `text` is exactly "YYYY-MM-DDTHH:MM:SSZ" with a real month, day and time.
    static func isTimestamp(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return false }
        let shape = Array("9999-99-99T99:99:99Z".utf8)
        for (byte, expected) in zip(bytes, shape) {
            let fits = expected == UInt8(ascii: "9") ? CheckoutText.isDigit(byte) : byte == expected
            guard fits else { return false }
        }
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        return (1...12).contains(number(5..<7)) && (1...31).contains(number(8..<10))
            && number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 61
    }
}
