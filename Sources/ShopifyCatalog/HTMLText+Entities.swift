extension HTMLText {
    /// The named character references a shop's text uses: HTML's markup escapes, spaces and
    /// dashes, quotes, currency and typographic signs, fractions, and the Latin letters with
    /// accents. An unknown name is left as written ("&foo;").
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "shy": "",
        "zwj": "\u{200D}", "zwnj": "\u{200C}", "ndash": "–", "mdash": "—", "hellip": "…",
        "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
        "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "bull": "•", "middot": "·",
        "prime": "′", "Prime": "″", "dagger": "†", "Dagger": "‡", "permil": "‰", "copy": "©",
        "reg": "®", "trade": "™", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷",
        "minus": "−", "micro": "µ", "para": "¶", "sect": "§", "frac12": "½", "frac14": "¼",
        "frac34": "¾", "sup1": "¹", "sup2": "²", "sup3": "³", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "curren": "¤", "iexcl": "¡", "iquest": "¿", "ordf": "ª",
        "ordm": "º", "not": "¬", "macr": "¯", "acute": "´", "cedil": "¸", "uml": "¨",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "le": "≤", "ge": "≥",
        "ne": "≠", "asymp": "≈", "infin": "∞", "check": "✓", "hearts": "♥", "star": "☆",
        "starf": "★", "szlig": "ß", "aelig": "æ", "AElig": "Æ", "oelig": "œ", "OElig": "Œ",
        "oslash": "ø", "Oslash": "Ø", "aring": "å", "Aring": "Å", "ccedil": "ç", "Ccedil": "Ç",
        "ntilde": "ñ", "Ntilde": "Ñ", "eth": "ð", "ETH": "Ð", "thorn": "þ", "THORN": "Þ",
    ]

    /// Letters with the accents `&eacute;`-style names spell, by the name's last part.
    static let accents: [String: (lower: String, upper: String, letters: String)] = [
        "acute": ("áéíóúý", "ÁÉÍÓÚÝ", "aeiouy"), "grave": ("àèìòù", "ÀÈÌÒÙ", "aeiou"),
        "circ": ("âêîôû", "ÂÊÎÔÛ", "aeiou"), "uml": ("äëïöüÿ", "ÄËÏÖÜŸ", "aeiouy"),
        "tilde": ("ãõñ", "ÃÕÑ", "aon"),
    ]

    /// What the C1 code points mean in a numeric reference: text pasted from Windows
    /// (`&#146;` for ’) is read as Windows-1252, as browsers read it.
    static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡",
        0x88: "ˆ", 0x89: "‰", 0x8A: "Š", 0x8B: "‹", 0x8C: "Œ", 0x8E: "Ž", 0x91: "‘",
        0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x98: "˜",
        0x99: "™", 0x9A: "š", 0x9B: "›", 0x9C: "œ", 0x9E: "ž", 0x9F: "Ÿ",
    ]

    /// `accents` spelt out: "eacute" → "é", "Eacute" → "É".
    static let accentedLetters: [String: String] = {
        var table: [String: String] = [:]
        for (suffix, spelling) in accents {
            let lower = Array(spelling.lower)
            let upper = Array(spelling.upper)
            for (offset, letter) in spelling.letters.enumerated() {
                table[String(letter) + suffix] = String(lower[offset])
                table[letter.uppercased() + suffix] = String(upper[offset])
            }
        }
        return table
    }()

    /// The text a named reference stands for, nil for a name HTML has not or this table lacks.
    static func entity(named name: String) -> String? {
        namedEntities[name] ?? accentedLetters[name]
    }

    /// The character a numeric reference stands for, as HTML reads it: U+FFFD for zero, a
    /// surrogate, a control character or a number past Unicode.
    static func character(_ value: UInt32) -> Unicode.Scalar {
        if let mapped = windows1252[value] { return mapped }
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D: return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0..<0x20, 0x7F...0x9F: return "\u{FFFD}"
        default: return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }
}

extension HTMLText.Scanner {
    /// The character reference at the cursor (which is at `&`), the cursor left after it; a
    /// lone `&` or an unknown name is text as written.
    mutating func decodeEntity() -> String {
        var cursor = index + 1
        if cursor < scalars.count, scalars[cursor] == "#" {
            cursor += 1
            let hex = cursor < scalars.count && (scalars[cursor] == "x" || scalars[cursor] == "X")
            if hex { cursor += 1 }
            var value: UInt32 = 0
            var digits = 0
            while cursor < scalars.count, let digit = Self.digit(scalars[cursor], hex: hex) {
                // Past Unicode already: keep reading the digits, but the value stays too large.
                value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + digit
                digits += 1
                cursor += 1
            }
            guard digits > 0 else { return literalAmpersand() }
            if cursor < scalars.count, scalars[cursor] == ";" { cursor += 1 }
            index = cursor
            return String(HTMLText.character(value))
        }
        var name = ""
        while cursor < scalars.count, name.unicodeScalars.count < 32,
            Self.isASCIILetter(scalars[cursor]) || ("0"..."9").contains(scalars[cursor])
        {
            name.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard cursor < scalars.count, scalars[cursor] == ";",
            let text = HTMLText.entity(named: name)
        else { return literalAmpersand() }
        index = cursor + 1
        return text
    }

    private mutating func literalAmpersand() -> String {
        index += 1
        return "&"
    }

    private static func digit(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f" where hex: scalar.value - 87
        case "A"..."F" where hex: scalar.value - 55
        default: nil
        }
    }
}
