/// Small text helpers shared by the checkout checks. They work on ASCII bytes on purpose:
/// a full-width "１" or an Arabic-Indic digit is not a digit on a card or in a postal code.
enum CheckoutText {
    /// `text` without leading and trailing whitespace (newlines included).
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// `text` with ASCII letters upper-cased and everything else untouched.
    static func uppercasedASCII(_ text: String) -> String {
        let bytes = text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` is non-empty and all ASCII digits.
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isDigit)
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
