/// Fitting text into columns: truncation with `…` and word wrapping, by display width.
///
/// PLACEHOLDER: to be completed with tests.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars where TextSanitizer.isDrawable(scalar) {
            let w = DisplayWidth.of(scalar)
            if used + w > width - 1 { break }
            result.unicodeScalars.append(scalar)
            used += w
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
