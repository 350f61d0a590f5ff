extension HTMLText {
    /// A start or end tag as the scanner needs it: its lowercased name, nothing of its
    /// attributes. Comments, `<!DOCTYPE …>` and `<?…?>` read as a tag with an empty name.
    struct Tag {
        var name: String
        var isEnd = false
        var isSelfClosing = false
    }
}

extension HTMLText.Scanner {
    /// The tag at the cursor (which is at `<`), the cursor left after it; nil, the cursor left
    /// where it was, when the `<` starts no tag ("a < b") and so is text.
    mutating func readTag() -> HTMLText.Tag? {
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        if next == "!" || next == "?" {
            let comment = starts(with: "<!--")
            index += comment ? 4 : 2
            skip(past: comment ? "-->" : ">")
            return HTMLText.Tag(name: "")
        }
        var cursor = index + 1
        let isEnd = next == "/"
        if isEnd { cursor += 1 }
        guard cursor < scalars.count, Self.isASCIILetter(scalars[cursor]) else { return nil }
        var name = ""
        while cursor < scalars.count,
            Self.isASCIILetter(scalars[cursor])
                || ("0"..."9").contains(scalars[cursor])
        {
            name.unicodeScalars.append(Self.lowercased(scalars[cursor]))
            cursor += 1
        }
        // The attributes, stepped over; a quoted value may hold ">".
        var quote: Unicode.Scalar?
        var last: Unicode.Scalar = " "
        while cursor < scalars.count {
            let scalar = scalars[cursor]
            cursor += 1
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                index = cursor
                return HTMLText.Tag(name: name, isEnd: isEnd, isSelfClosing: last == "/")
            } else if !scalar.properties.isWhitespace {
                last = scalar
            }
        }
        // A tag the text never closes: the rest is inside it, as a browser reads it.
        index = scalars.count
        return HTMLText.Tag(name: name, isEnd: isEnd)
    }

    /// Whether the markup at the cursor starts with `prefix`.
    func starts(with prefix: String) -> Bool {
        var cursor = index
        for scalar in prefix.unicodeScalars {
            guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
            cursor += 1
        }
        return true
    }

    /// Moves the cursor past the next `end`, or to the end of the markup.
    mutating func skip(past end: String) {
        while index < scalars.count {
            if starts(with: end) {
                index += end.unicodeScalars.count
                return
            }
            index += 1
        }
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
}
