/// What the man page generator is given: ArgumentParser's `generate-manual` drops every
/// non-ASCII character from the text (`↑ ↓ ⏎ ⌫ –` vanished from KEYS), so under
/// `--experimental-dump-help` each one is written as groff's own name for it, `\[u2191]`.
/// The generator escapes the backslash (`\e[u2191]`); `scripts/man-page.sh` turns that back.
enum ManualEscapes {
    /// `text` with every non-ASCII scalar as `\[uXXXX]` (uppercase hex, at least four digits).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                // In JSON a backslash is written twice.
                out += "\\\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}
