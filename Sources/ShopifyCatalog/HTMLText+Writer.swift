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
            default: break
            }
            flush()
            output.append(scalar == "\u{A0}" ? " " : scalar)
            atLineStart = false
        }

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
            output.append("\n")
            atLineStart = true
        }

        /// A list item's marker ("• ", "2. "), at the start of its line.
        mutating func marker(_ marker: String) {
            if afterMarker { pendingBreaks = max(pendingBreaks, 1) }
            afterMarker = false
            flush()
            output.append(contentsOf: marker.unicodeScalars)
            atLineStart = true
            afterMarker = true
        }

        /// A space between table cells.
        mutating func space() { pendingSpace = true }

        /// Writes the breaks or the space held back, before text.
        private mutating func flush() {
            if pendingBreaks > 0, !output.isEmpty {
                trimTrailingSpaces()
                for _ in 0..<pendingBreaks { output.append("\n") }
                atLineStart = true
            } else if pendingSpace, !atLineStart {
                output.append(" ")
            }
            pendingBreaks = 0
            pendingSpace = false
            afterMarker = false
        }

        private mutating func trimTrailingSpaces() {
            while output.last == " " { output.removeLast() }
        }
    }
}
