/// Keeps data strings from steering the terminal or lying to the reader.
///
/// Catalog text is untrusted: a product name can carry ESC sequences (recolour, move the
/// cursor, retitle the window), C1 controls, bidi overrides that draw "gpj.exe" as "exe.jpg",
/// or invisible characters that hide text from the reader but not from search. ncurses shows
/// ESC as `^[` yet passes bidi and format characters straight through, so they are dropped here.
/// Zero-width joiner and variation selectors stay: they are part of emoji and cannot reorder.
/// Escape sequences lose their ESC and so show as harmless text (`[31m`), which is honest
/// about what the data holds.
public enum TextSanitizer {
    /// Whether `scalar` may be drawn.
    @inlinable
    public static func isDrawable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return true }
        if value < 0xA0 { return false }  // C0 controls, DEL, C1 controls
        if value < 0x061C { return true }
        return !isHiddenFormat(value)
    }

    /// Format characters that reorder, hide or invisibly annotate text.
    @usableFromInline
    static func isHiddenFormat(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C,  // Arabic letter mark
            0x180E,  // Mongolian vowel separator: an invisible space
            0x200B,  // zero-width space: splits words invisibly
            0x200E, 0x200F,  // left-to-right and right-to-left marks
            0x2028, 0x2029,  // line and paragraph separators
            0x202A...0x202E,  // bidi embeddings, pop and overrides
            0x2060...0x2064,  // word joiner and invisible maths operators
            0x2066...0x2069,  // bidi isolates
            0x206A...0x206F,  // deprecated shaping and digit-shape controls
            0xFEFF,  // zero-width no-break space (BOM)
            0xFFF9...0xFFFB,  // interlinear annotation: hides the annotated text
            0x1BCA0...0x1BCA3,  // shorthand format controls
            0xE0000...0xE007F:  // tags: invisible ASCII look-alikes used to smuggle text
            return true
        default:
            return false
        }
    }

    /// `text` with undrawable scalars removed and each run of tabs and line breaks turned into
    /// one space: a single line, safe to measure and draw.
    public static func clean(_ text: String) -> String {
        // Most data is already clean; keep the original storage then.
        if text.unicodeScalars.allSatisfy(isDrawable) { return text }
        var result = String.UnicodeScalarView()
        var inBreak = false
        for scalar in text.unicodeScalars {
            if isBreak(scalar) {
                if !inBreak { result.append(" ") }
                inBreak = true
            } else if isDrawable(scalar) {
                result.append(scalar)
                inBreak = false
            }
        }
        return String(result)
    }

    /// Tabs and line breaks: whitespace that means "a gap" or "a new line" in data.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
