/// The shapes of postal codes per country, as templates: `9` is an ASCII digit, `A` an ASCII
/// letter (either case), a space is optional in the input (people type "SW1A1AA" as often as
/// "SW1A 1AA"), and anything else must appear as written.
///
/// Templates check shape only, not that a code exists: "99999" is a well-formed US ZIP code.
enum PostalCodePattern {
    /// Templates by ISO country code.
    static let templates: [String: [String]] = [
        "US": ["99999", "99999-9999"],
        "CA": ["A9A 9A9"],
        // The six outward-code shapes of the Royal Mail's format, each with its inward code.
        "GB": ["A9 9AA", "A99 9AA", "AA9 9AA", "AA99 9AA", "A9A 9AA", "AA9A 9AA"],
        "DE": ["99999"],
        "FR": ["99999"],
        "ES": ["99999"],
        "IT": ["99999"],
        "NL": ["9999 AA"],
        "SE": ["999 99"],
        "JP": ["999-9999", "9999999"],
        "AU": ["9999"],
        "CH": ["9999"],
    ]

    /// Whether `text` (surrounding whitespace ignored) fits one of `country`'s templates; a
    /// country without templates takes 2–12 letters, digits, spaces and hyphens.
    static func matches(_ text: String, countryCode: String) -> Bool {
        let code = CheckoutText.uppercasedASCII(CheckoutText.trimmed(text))
        guard let templates = templates[countryCode] else { return isPlausible(code) }
        return templates.contains { fits(Array(code.utf8), template: Array($0.utf8)) }
    }

    private static func fits(_ input: [UInt8], template: [UInt8]) -> Bool {
        var position = 0
        for expected in template {
            if expected == space {
                if position < input.count, input[position] == space { position += 1 }
                continue
            }
            guard position < input.count else { return false }
            let byte = input[position]
            switch expected {
            case UInt8(ascii: "9"): guard isDigit(byte) else { return false }
            case UInt8(ascii: "A"): guard isUpper(byte) else { return false }
            default: guard byte == expected else { return false }
            }
            position += 1
        }
        return position == input.count
    }

    private static func isPlausible(_ code: String) -> Bool {
        (2...12).contains(code.utf8.count)
            && code.utf8.allSatisfy { isDigit($0) || isUpper($0) || $0 == space || $0 == hyphen }
            && code.utf8.contains { isDigit($0) || isUpper($0) }
    }

    private static let space = UInt8(ascii: " ")
    private static let hyphen = UInt8(ascii: "-")
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
}
