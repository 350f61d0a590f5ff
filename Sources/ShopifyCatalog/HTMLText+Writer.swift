extension HTMLText {
    /// The plain text as it is written: white space collapsed and line breaks held back until
    /// the next text, so that markup at the start, the end or between blocks adds no empty
    /// lines, and a blank line is the most two blocks get between them.
    struct Writer {
        private var output = String.UnicodeScalarView()
        /// White space was read since the last text: one space goes before the next text.
        private var pendingSpace = false
        /// Line breaks to write before the next text: 1 starts a line, 2 leaves a blank one.
        private var pendingBreaks = 0
        /// Whether the output is at the start of a line (or of a list item), where spaces
        /// are not written.
        private var atLineStart = true
        /// A list marker was just written: the breaks of a block inside the item are not.
        private var afterMarker = false
        /// Cells ended in the current table row, for the separator before the next.
        private var cellsInRow = 0
        /// The most bytes of UTF-8 the text may take (`HTMLText.plain(_:limit:)`).
        var limit = Int.max
        /// Bytes of UTF-8 written so far.
        private var bytes = 0
        /// Whether the text has passed `limit`: the scanner stops.
        private(set) var isFull = false

        /// The text, with no white space at the end of a line or of the text.
        var text: String {
            var result = String(output)
            while let last = result.unicodeScalars.last, last == " " || last == "\n" {
                result.unicodeScalars.removeLast()
            }
            return result
        }

        /// Text of an entity, each character as if read from the markup, except that a
        /// no-break space is a space that never collapses.
        mutating func text(_ text: String, preformatted: Bool) {
            for scalar in text.unicodeScalars { self.text(scalar, preformatted: preformatted) }
        }

        /// One character of text.
        mutating func text(_ scalar: Unicode.Scalar, preformatted: Bool) {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}":
                if !preformatted {
                    pendingSpace = true
                    return
                }
                if scalar == "\n" {
                    hardBreak()
                    return
                }
                if scalar == "\r" { return }
            case "\u{A0}" where atLineStart || pendingBreaks > 0:
                // A no-break space alone on a line (`<p>&nbsp;</p>`, beside an image) is
                // no text: it must not make a blank line.
                pendingSpace = true
                return
            default: break
            }
            flush()
            append(scalar == "\u{A0}" ? " " : scalar)
            atLineStart = false
        }

        /// Writes `scalar`, counting its bytes against `limit`.
        private mutating func append(_ scalar: Unicode.Scalar) {
            bytes += UTF8.width(scalar)
            if bytes > limit { isFull = true }
            output.append(scalar)
        }

        /// A table row starts: its first cell has no separator before it.
        mutating func rowStart() { cellsInRow = 0 }

        /// A table cell ends: the next one in its row is set apart, by ": " after the first
        /// (a label, unless it ends with its own colon), by " · " after the others.
        mutating func cellEnd() {
            cellsInRow += 1
            guard !atLineStart, pendingBreaks == 0 else { return }
            let separator: String
            if cellsInRow == 1 {
                separator = output.last == ":" ? " " : ": "
            } else {
                separator = " · "
            }
            pendingSeparator = separator
        }

        /// Written before the next text of the row, if any comes.
        private var pendingSeparator: String?

        /// A block starts or ends: `count` line breaks (1 or 2) before what comes next.
        mutating func breakLine(_ count: Int) {
            guard !afterMarker else { return }
            pendingBreaks = max(pendingBreaks, count)
            pendingSpace = false
        }

        /// `<br>`: one more line break, up to a blank line.
        mutating func lineBreak() {
            guard !afterMarker else { return }
            pendingBreaks = min(pendingBreaks + 1, 2)
            pendingSpace = false
        }

        /// A line break inside `<pre>`, where each one counts.
        private mutating func hardBreak() {
            flush()
            trimTrailingSpaces()
            append("\n")
            atLineStart = true
        }

        /// A list item's marker ("• ", "2. "), at the start of its line.
        mutating func marker(_ marker: String) {
            if afterMarker { pendingBreaks = max(pendingBreaks, 1) }
            afterMarker = false
            flush()
            for scalar in marker.unicodeScalars { append(scalar) }
            atLineStart = true
            afterMarker = true
        }

        /// A space between table cells.
        mutating func space() { pendingSpace = true }

        /// Writes the breaks or the space held back, before text.
        private mutating func flush() {
            if pendingBreaks > 0, !output.isEmpty {
                trimTrailingSpaces()
                for _ in 0..<pendingBreaks { append("\n") }
                atLineStart = true
            } else if let separator = pendingSeparator, !atLineStart {
                trimTrailingSpaces()
                for scalar in separator.unicodeScalars { append(scalar) }
            } else if pendingSpace, !atLineStart {
                append(" ")
            }
            pendingSeparator = nil
            pendingBreaks = 0
            pendingSpace = false
            afterMarker = false
        }

        private mutating func trimTrailingSpaces() {
            while output.last == " " { output.removeLast() }
        }
    }
}
