extension TextSanitizer {
    /// `json` with every undrawable scalar written as a `\uXXXX` escape (a surrogate pair
    /// past U+FFFF), so JSON printed to a terminal cannot steer it and a reader sees what
    /// the strings hold.
    ///
    /// Encoders escape C0 controls but pass DEL, C1 controls and bidi or invisible format
    /// characters through raw; this catches those. It is only correct for JSON text: raw
    /// undrawable scalars can only be inside strings there, where an escape means the same
    /// scalar. JSON's own whitespace between tokens (tab, line feed, carriage return) stays.
    public static func escapingJSON(_ json: String) -> String {
        if json.unicodeScalars.allSatisfy({ isDrawable($0) || isJSONWhitespace($0) }) {
            return json
        }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isDrawable(scalar) || isJSONWhitespace(scalar) {
                result.append(scalar)
            } else {
                for unit in String(scalar).utf16 {
                    result.append(contentsOf: "\\u".unicodeScalars)
                    result.append(contentsOf: hex(unit).unicodeScalars)
                }
            }
        }
        return String(result)
    }

    private static func isJSONWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// Four lowercase hex digits, as JSON encoders write escapes.
    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
