/// Text made plain ASCII for a terminal that cannot show anything else: interface symbols take
/// their ASCII spellings (`Glyphs.spell`), a Latin letter with an accent its base letter
/// (`é` → `e`, `Ø` → `O`), and anything else (CJK, emoji, Greek) a `?` per column it would
/// have taken, so a row keeps its layout. Never mojibake, never a control character.
public enum ASCIIText {
    /// `text` in plain ASCII, undrawable scalars first made visible (`TextSanitizer`).
    public static func of(_ text: String) -> String {
        let visible = Glyphs.ascii.spell(TextSanitizer.visible(text))
        guard !visible.utf8.allSatisfy({ $0 < 0x80 }) else { return visible }
        var plain = ""
        plain.reserveCapacity(visible.utf8.count)
        for scalar in visible.unicodeScalars {
            if scalar.isASCII {
                plain.unicodeScalars.append(scalar)
            } else if let letter = baseLetter(of: scalar) {
                plain.unicodeScalars.append(letter)
            } else {
                // Zero-width marks ride on the letter before them and go with their accent.
                plain += String(repeating: "?", count: DisplayWidth.of(scalar))
            }
        }
        return plain
    }

    /// The ASCII letter a Latin letter is written on: its Unicode name is "LATIN SMALL LETTER
    /// E WITH ACUTE" and the like (no table to keep, and no ICU).
    static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard DisplayWidth.of(scalar) == 1, let name = scalar.properties.name else { return nil }
        let small = "LATIN SMALL LETTER "
        let capital = "LATIN CAPITAL LETTER "
        let rest: Substring
        if name.hasPrefix(small) {
            rest = name.dropFirst(small.count)
        } else if name.hasPrefix(capital) {
            rest = name.dropFirst(capital.count)
        } else {
            return nil
        }
        let letter = rest.prefix { $0 != " " }
        guard letter.count == 1, let base = letter.unicodeScalars.first,
            ("A"..."Z").contains(base)
        else { return nil }
        return name.hasPrefix(small) ? Unicode.Scalar(base.value + 0x20) : base
    }
}
