/// Checks the card form. Works on the typed text in memory only; nothing here is kept.
public enum CardValidation {
    /// The fields of the card form, in form order.
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        case number, expiry, cvc

        /// The field's label: "Card number".
        public var label: String {
            switch self {
            case .number: "Card number"
            case .expiry: "Expiry"
            case .cvc: "CVC"
            }
        }
    }

    /// What is wrong with the card form, one problem per field at most, in form order; empty
    /// when the card can be charged as far as can be told here.
    ///
    /// - number: ASCII digits once spaces are removed, a supported brand, a length that brand
    ///   issues, and a valid Luhn check digit.
    /// - expiry: a month `parseExpiry` reads, not before `today`'s month (a card is good
    ///   through the end of its expiry month).
    /// - cvc: exactly as many digits as the brand's security code has (3 when the brand is
    ///   not known yet).
    public static func problems(
        number: String, expiry: String, cvc: String, today: YearMonth
    ) -> [(field: Field, problem: FieldProblem)] {
        let digits = String(number.filter { !$0.isWhitespace })
        let brand = CardBrand(number: digits)
        var problems: [(field: Field, problem: FieldProblem)] = []
        if let problem = numberProblem(digits, brand: brand) { problems.append((.number, problem)) }
        if let problem = expiryProblem(expiry, today: today) { problems.append((.expiry, problem)) }
        if let problem = cvcProblem(cvc, brand: brand) { problems.append((.cvc, problem)) }
        return problems
    }

    /// The month in `text`: "MM/YY", "M/YY", "MMYY" or "MM/YYYY", spaces ignored; two-digit
    /// years are 20YY. `nil` for anything else, including months outside 1–12.
    public static func parseExpiry(_ text: String) -> YearMonth? {
        let compact = String(text.filter { !$0.isWhitespace })
        let parts = compact.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let monthText: String
        let yearText: String
        switch parts.count {
        case 1 where compact.utf8.count == 4:
            monthText = String(compact.prefix(2))
            yearText = String(compact.suffix(2))
        case 2 where (1...2).contains(parts[0].utf8.count):
            monthText = parts[0]
            yearText = parts[1]
        default:
            return nil
        }
        guard CheckoutText.isDigits(monthText), CheckoutText.isDigits(yearText),
            let month = Int(monthText), (1...12).contains(month), var year = Int(yearText)
        else { return nil }
        switch yearText.utf8.count {
        case 2: year += 2000
        case 4: break
        default: return nil
        }
        return YearMonth(year: year, month: month)
    }

    private static func numberProblem(_ digits: String, brand: CardBrand) -> FieldProblem? {
        guard !digits.isEmpty else { return .required }
        guard CheckoutText.isDigits(digits) else { return .invalidCardNumber }
        guard brand != .unknown else { return .unsupportedCard }
        guard brand.lengths.contains(digits.utf8.count), CardNumber.passesLuhn(digits) else {
            return .invalidCardNumber
        }
        return nil
    }

    private static func expiryProblem(_ text: String, today: YearMonth) -> FieldProblem? {
        guard !CheckoutText.trimmed(text).isEmpty else { return .required }
        guard let expiry = parseExpiry(text) else { return .invalidExpiry }
        return expiry < today ? .expired : nil
    }

    private static func cvcProblem(_ text: String, brand: CardBrand) -> FieldProblem? {
        let cvc = CheckoutText.trimmed(text)
        guard !cvc.isEmpty else { return .required }
        guard CheckoutText.isDigits(cvc), cvc.utf8.count == brand.cvcLength else {
            return .invalidCVC(length: brand.cvcLength)
        }
        return nil
    }
}
