/// Column widths as ncurses draws them: per Unicode scalar, with glibc's `wcwidth` rules.
///
/// PLACEHOLDER: replaced by a table generated from glibc on this machine.
public enum DisplayWidth {
    /// Columns `scalar` occupies: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0x1F300...0x1FAFF:
            return 2
        default: return 1
        }
    }

    /// Columns `text` occupies.
    public static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (TextSanitizer.isDrawable($1) ? of($1) : 0) }
    }
}
