/// Fitting text into columns: truncation with `…` and word wrapping, by display width.
///
/// Both run for every visible row of every frame, so each walks its text once, measuring
/// scalar by scalar with `DisplayWidth`; neither re-measures what it has already seen.
public enum TextLayout {
    /// The mark that ends cut text; one column wide.
    public static let ellipsis: Unicode.Scalar = "…"

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    ///
    /// A wide character is never split, and combining marks stay with their base: both go, or
    /// both stay. A joiner left dangling by the cut is dropped. `width` 1 with a cut gives `…`;
    /// `width` 0 or less gives "". Undrawable scalars become their placeholders first
    /// (`TextSanitizer.visible`), so the result is one line of drawable text.
    /// `ellipsis` may be another mark (ASCII `...`); one narrower than it is cut to fit.
    public static func truncate(
        _ text: String, toWidth width: Int, ellipsis: String = String(TextLayout.ellipsis)
    ) -> String {
        guard width > 0 else { return "" }
        let text = TextSanitizer.visible(text)
        let scalars = text.unicodeScalars
        let mark = TextLayout.truncate(mark: ellipsis, toWidth: width)
        let budget = width - DisplayWidth.of(mark)  // room before the ellipsis
        var used = 0
        var keepEnd = scalars.startIndex  // end of the prefix shown before `…`
        var lastBaseKept = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let w = DisplayWidth.of(scalar)
            if w > 0 {
                used += w
                if used > width { break }
                lastBaseKept = used <= budget
            }
            if lastBaseKept { keepEnd = next }
            index = next
        }
        if used <= width { return text }
        var kept = String(scalars[..<keepEnd])
        while kept.unicodeScalars.last == "\u{200D}" { kept.unicodeScalars.removeLast() }
        kept += mark
        return kept
    }

    /// The truncation mark `mark` cut to `width` columns (`...` to `..` in two columns).
    private static func truncate(mark: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(mark) > width else { return mark }
        var cut = ""
        var used = 0
        for scalar in mark.unicodeScalars {
            used += DisplayWidth.of(scalar)
            if used > width { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    ///
    /// A line of the text that starts with spaces or tabs keeps that indentation (a tab to
    /// the next multiple of 8 columns, at most half the width), and the lines it wraps into
    /// start under its first word: indented lists and columns stay indented; a line that
    /// starts with a list marker (`• `, `- `, `12. `) wraps under the text after it. Other runs of
    /// spaces and tabs separate words; a word wider than `width` is broken between
    /// scalars (never inside a wide character, never before a combining mark). Line breaks in
    /// the text start new lines, so a blank line between paragraphs stays an empty line; a
    /// final line break adds nothing: this is for prose, whose paragraphs are its own (a
    /// one-line message is wrapped as `TextSanitizer.visible(message)`, where a break shows as
    /// `^J`). A character wider than `width` itself shows as `…`. Other undrawable scalars
    /// become their placeholders. `width` 0 or less gives no lines.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        let text = TextSanitizer.visible(text, keepingLineBreaks: true)
        var wrapper = Wrapper(width: width)
        let scalars = text.unicodeScalars
        var word = WordScan(start: scalars.startIndex)
        var index = scalars.startIndex
        // The indentation of the text's line being read, until its first word.
        var indent: Int? = 0
        // Where the line's first word starts and its indentation, until that word ends.
        var firstWord: (start: String.Index, columns: Int)?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if let columns = indent {
                switch scalar.value {
                case 0x20: indent = columns + 1
                case 0x09: indent = columns + 8 - columns % 8
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: indent = nil
                default:
                    // Room is left for a wide character after the indentation.
                    wrapper.indent = min(columns, max(0, (width - 2) / 2))
                    firstWord = (index, columns)
                    indent = nil
                }
            }
            switch scalar.value {
            case 0x20, 0x09:
                wrapper.place(word, in: scalars, upTo: index)
                if let first = firstWord, first.start < index {
                    // A list item's lines wrap under its text, not under its marker.
                    if Self.isListMarker(scalars[first.start..<index]) {
                        wrapper.indent = min(
                            first.columns + word.width + 1, max(0, (width - 2) / 2))
                    }
                    firstWord = nil
                }
                word = WordScan(start: next)
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
                wrapper.place(word, in: scalars, upTo: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                wrapper.endParagraph()
                word = WordScan(start: next)
                indent = 0
                firstWord = nil
            default:
                word.width += DisplayWidth.of(scalar)
            }
            index = next
        }
        wrapper.place(word, in: scalars, upTo: scalars.endIndex)
        return wrapper.finish()
    }
}

extension TextLayout {
    /// Whether `word` is a list item's marker: a bullet (`•`, `-`, `*`, `◦`) or a number of
    /// up to three digits with a dot or parenthesis (`12.`, `3)`).
    static func isListMarker(_ word: Substring.UnicodeScalarView) -> Bool {
        if word.count == 1, let first = word.first { return "•-*◦▪".unicodeScalars.contains(first) }
        guard let last = word.last, last == "." || last == ")", (2...4).contains(word.count) else {
            return false
        }
        return word.dropLast().allSatisfy { ("0"..."9").contains($0) }
    }

    /// What `wrap` learns about a word as it reads it: where it starts and how wide it is, so
    /// the word is measured once and copied into its line as one slice.
    struct WordScan {
        let start: String.Index
        var width = 0
    }

    /// The state of one `wrap`: the lines so far and the line being filled.
    struct Wrapper {
        let width: Int
        /// The columns each line of the current paragraph starts with.
        var indent = 0
        private var lines: [String] = []
        private var line = ""
        private var lineWidth = 0
        /// Whether the current line holds a word yet (it may hold only its indentation).
        private var lineHasText = false
        /// Whether the current paragraph has produced any text yet.
        private var paragraphHasText = false

        init(width: Int) { self.width = width }

        /// Puts the word `scan` found, ending at `end`, on the current line or a new one.
        mutating func place(
            _ scan: WordScan, in scalars: String.UnicodeScalarView, upTo end: String.Index
        ) {
            guard scan.start < end else { return }
            let slice = scalars[scan.start..<end]
            paragraphHasText = true
            if lineHasText, lineWidth + 1 + scan.width <= width {
                line.unicodeScalars.append(" ")
                line += Substring(slice)  // one copy of UTF-8 bytes
                lineWidth += 1 + scan.width
                return
            }
            emitLine()
            startLine()
            lineHasText = true
            if lineWidth + scan.width <= width {
                line += Substring(slice)  // one copy of UTF-8 bytes
                lineWidth += scan.width
            } else {
                breakWord(slice)
            }
        }

        /// A line break in the text: ends the line, or gives an empty one for a blank line.
        mutating func endParagraph() {
            emitLine(evenIfEmpty: true)
            paragraphHasText = false
            indent = 0
        }

        /// Begins a line with the paragraph's indentation.
        private mutating func startLine() {
            guard !lineHasText, line.isEmpty, indent > 0 else { return }
            line = String(repeating: " ", count: indent)
            lineWidth = indent
        }

        /// The finished lines.
        mutating func finish() -> [String] {
            if paragraphHasText { emitLine() }
            return lines
        }

        /// Lays an over-long word across as many lines as it needs; the last piece stays open.
        private mutating func breakWord(_ slice: Substring.UnicodeScalarView) {
            for scalar in slice {
                var w = DisplayWidth.of(scalar)
                var shown = scalar
                if w > width {
                    shown = TextLayout.ellipsis  // only a wide character in a 1-column wrap
                    w = 1
                }
                if w > 0, lineWidth + w > width {
                    emitLine()
                    startLine()
                    lineHasText = true
                }
                line.unicodeScalars.append(shown)
                lineWidth += w
            }
        }

        private mutating func emitLine(evenIfEmpty: Bool = false) {
            guard evenIfEmpty || lineHasText else { return }
            lines.append(lineHasText ? line : "")
            line = ""
            lineWidth = 0
            lineHasText = false
        }
    }
}
