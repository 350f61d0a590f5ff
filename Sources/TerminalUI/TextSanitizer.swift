/// Keeps data strings from steering the terminal or lying to the reader, and shows what they
/// hold.
///
/// Catalog and state-file text is untrusted: a product name can carry ESC sequences (recolour,
/// move the cursor, retitle the window), C1 controls, bidi overrides that draw "gpj.exe" as
/// "exe.jpg", invisible characters that hide text from the reader but not from search, or line
/// breaks that make a one-line message three lines tall. Such scalars are never drawn or
/// printed as they are; data shows a visible placeholder in their place (`visible`), with a
/// width known in advance:
///
/// - C0 controls and DEL in caret notation, as `cat -v` and ncurses write them: ESC is `^[`,
///   a line feed `^J`, a tab `^I`, DEL `^?`. Two columns, plain ASCII.
/// - Everything else undrawable — C1 controls, bidi and other hidden format characters, line
///   and paragraph separators — as U+FFFD `�`. One column.
///
/// Zero-width joiner and variation selectors stay: they are part of emoji and cannot reorder.
/// Text a person is typing is `clean`ed instead: a placeholder there would become part of it.
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

    /// The visible stand-in for undrawable `scalar` (see the type's documentation).
    public static func placeholder(for scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F: "^?"
        default: replacement
        }
    }

    /// U+FFFD REPLACEMENT CHARACTER, the placeholder for what caret notation cannot name.
    public static let replacement = "\u{FFFD}"

    /// Columns the placeholder for undrawable `scalar` takes: 2 for caret notation, else 1.
    @inlinable
    public static func placeholderWidth(for scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x20 || scalar.value == 0x7F ? 2 : 1
    }

    /// `text` with each undrawable scalar replaced by its placeholder: one line (a line break
    /// in the data shows as `^J`, never breaks the line), safe to draw or print, every scalar
    /// drawable. With `keepingLineBreaks`, tabs and line breaks (`isBreak`) are left for
    /// `TextLayout.wrap` to lay out prose by.
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Most data is already clean; keep the original storage then.
        if text.unicodeScalars.allSatisfy(isDrawable) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDrawable(scalar) || (keepingLineBreaks && isBreak(scalar)) {
                result.append(scalar)
            } else {
                result.append(contentsOf: placeholder(for: scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Text a person typed or pasted into a field, made fit to edit: undrawable scalars removed
    /// and each run of tabs and line breaks turned into one space. A single line, safe to
    /// measure and draw; not for data to be shown (use `visible`), whose controls must be seen.
    public static func clean(_ text: String) -> String {
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
    public static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
