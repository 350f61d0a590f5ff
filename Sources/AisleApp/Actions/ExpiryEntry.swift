import TerminalUI

/// What the expiry field makes of a typed or pasted `/`: people write "1/39" for January
/// 2039, so a slash after a lone month digit means that month ("01/"), not a digit dropped
/// into the year ("13/9").
enum ExpiryEntry {
    /// The field after typing `/` in `field`, or `nil` when a slash means nothing there (the
    /// key is then ignored, like any other non-digit). After one month digit 1–9 with the
    /// cursor at the end, the month gets its leading zero; after two it is already complete,
    /// so the field stays as it is (the slash is shown once the year starts).
    static func slash(in field: TextField) -> TextField? {
        let digits = field.text.filter(\.isNumber)
        guard field.cursor == field.text.count else { return nil }
        switch digits.count {
        case 1:
            guard let digit = digits.first, digit != "0" else { return nil }
            return TextField(text: "0\(digit)", cursor: 2, maxLength: field.maxLength)
        case 2:
            return field
        default:
            return nil
        }
    }

    /// The digits of a pasted expiry: "1/39" is "0139", "01/2039" is "0139"; text without a
    /// slash keeps its digits as they are.
    static func pasted(_ text: String) -> String {
        func digits(_ part: Substring) -> String { part.filter { $0.isASCII && $0.isNumber } }
        guard let slash = text.firstIndex(of: "/") else { return digits(text[...]) }
        var month = digits(text[..<slash])
        var year = digits(text[text.index(after: slash)...])
        if month.count == 1 { month = "0" + month }
        if year.count == 4 { year = String(year.suffix(2)) }
        return month + year
    }
}
