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
    /// `width` 0 or less gives "". Undrawable scalars count 0 and are kept as they are: draw
    /// through `Canvas`, or `TextSanitizer.clean` the text first.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let scalars = text.unicodeScalars
        let budget = width - 1  // room before the ellipsis
        var used = 0
        var keepEnd = scalars.startIndex  // end of the prefix shown before `…`
        var lastBaseKept = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if TextSanitizer.isDrawable(scalar) {
                let w = DisplayWidth.of(scalar)
                if w > 0 {
                    used += w
                    if used > width { break }
                    lastBaseKept = used <= budget
                }
                if lastBaseKept { keepEnd = next }
            } else if lastBaseKept {
                keepEnd = next
            }
            index = next
        }
        if used <= width { return text }
        var kept = String.UnicodeScalarView(scalars[..<keepEnd])
        while let last = kept.last, last == "\u{200D}" { kept.removeLast() }
        kept.append(ellipsis)
        return String(kept)
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    ///
    /// Runs of spaces and tabs separate words; a word wider than `width` is broken between
    /// scalars (never inside a wide character, never before a combining mark). Line breaks in
    /// the text start new lines, so a blank line between paragraphs stays an empty line; a
    /// final line break adds nothing. A character wider than `width` itself shows as `…`.
    /// Undrawable scalars are dropped. `width` 0 or less gives no lines.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var wrapper = Wrapper(width: width)
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x20, 0x09:
                wrapper.endWord()
            case 0x0D:
                if pending == "\n" { pending = scalars.next() }
                wrapper.endParagraph()
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                wrapper.endParagraph()
            default:
                if TextSanitizer.isDrawable(scalar) { wrapper.add(scalar) }
            }
        }
        return wrapper.finish()
    }
}

extension TextLayout {
    /// The state of one `wrap`: the line being filled and the word being read.
    ///
    /// A word is measured as its scalars arrive, so placing it costs its length once, not the
    /// length of the line it joins.
    struct Wrapper {
        let width: Int
        private(set) var lines: [String] = []
        private var line = String.UnicodeScalarView()
        private var lineWidth = 0
        private var word = String.UnicodeScalarView()
        private var wordWidth = 0
        /// Whether the current paragraph has produced anything yet.
        private var paragraphHasText = false

        init(width: Int) { self.width = width }

        /// Appends a drawable scalar to the current word.
        mutating func add(_ scalar: Unicode.Scalar) {
            word.append(scalar)
            wordWidth += DisplayWidth.of(scalar)
        }

        /// A space: places the word read so far.
        mutating func endWord() {
            guard !word.isEmpty else { return }
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line.append(" ")
                line.append(contentsOf: word)
                lineWidth += 1 + wordWidth
            } else {
                emitLine()
                if wordWidth <= width {
                    line = word
                    lineWidth = wordWidth
                } else {
                    breakWord()
                }
            }
            paragraphHasText = true
            word = String.UnicodeScalarView()
            wordWidth = 0
        }

        /// A line break in the text: ends the line, or gives an empty one for a blank line.
        mutating func endParagraph() {
            endWord()
            emitLine(evenIfEmpty: true)
            paragraphHasText = false
        }

        /// The finished lines.
        mutating func finish() -> [String] {
            endWord()
            if paragraphHasText { emitLine() }
            return lines
        }

        /// Lays an over-long word across as many lines as it needs; the last piece stays open.
        private mutating func breakWord() {
            for scalar in word {
                var w = DisplayWidth.of(scalar)
                var shown = scalar
                if w > width {
                    shown = TextLayout.ellipsis  // only a wide character in a 1-column wrap
                    w = 1
                }
                if w > 0, lineWidth + w > width { emitLine() }
                line.append(shown)
                lineWidth += w
            }
        }

        private mutating func emitLine(evenIfEmpty: Bool = false) {
            guard evenIfEmpty || !line.isEmpty else { return }
            lines.append(String(line))
            line = String.UnicodeScalarView()
            lineWidth = 0
        }
    }
}
