/// Terminal column width of text, written independently of the app's width table: East Asian
/// wide and fullwidth characters take two columns, combining marks none, the rest one. Enough
/// for the test data (CJK, kana, Latin with accents); not a general implementation.
enum DisplayWidth {
    /// The columns `text` takes.
    static func of<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// The columns one code point takes.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x0300...0x036F).contains(value) || value == 0x200B || value == 0xFE0F { return 0 }
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
