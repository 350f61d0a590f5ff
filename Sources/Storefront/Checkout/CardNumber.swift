/// Pure functions over card numbers as typed. Nothing here keeps a number: the caller holds
/// it in memory for the form and keeps only `lastFour` and the brand.
public enum CardNumber {
    /// The ASCII digits of `text`, in order: spaces, dashes and anything else dropped.
    public static func digits(in text: String) -> String {
        String(decoding: text.utf8.filter(CheckoutText.isDigit), as: UTF8.self)
    }

    /// The digits of `text` in the groups of their brand, as written on the card:
    /// "4242 4242 4242 4242", "3782 822463 10005"; partial input groups as far as it goes
    /// ("4242 42"), and an empty input stays empty.
    public static func grouped(_ digits: String) -> String {
        let digits = Array(Self.digits(in: digits).utf8)
        var sizes = CardBrand(number: String(decoding: digits, as: UTF8.self)).grouping
        var groups: [String] = []
        var start = 0
        while start < digits.count {
            let size = sizes.isEmpty ? 4 : sizes.removeFirst()
            let end = min(start + size, digits.count)
            groups.append(String(decoding: digits[start..<end], as: UTF8.self))
            start = end
        }
        return groups.joined(separator: " ")
    }

    /// Whether `digits` (ASCII digits only, at least one) passes the Luhn check digit that
    /// every card number carries; any other character fails it.
    public static func passesLuhn(_ digits: String) -> Bool {
        guard CheckoutText.isDigits(digits) else { return false }
        var sum = 0
        for (offset, byte) in digits.utf8.reversed().enumerated() {
            let digit = Int(byte - 0x30)
            if offset.isMultiple(of: 2) {
                sum += digit
            } else {
                sum += digit < 5 ? digit * 2 : digit * 2 - 9
            }
        }
        return sum.isMultiple(of: 10)
    }

    /// The last four digits of `digits` (fewer if there are fewer), the only part of a card
    /// number Aisle keeps.
    public static func lastFour(_ digits: String) -> String {
        String(Self.digits(in: digits).suffix(4))
    }
}
