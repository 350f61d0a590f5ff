import TerminalUI

/// Wrapped prose cut to a number of lines, the last ending in "…" when text was left out.
enum Paragraph {
    static func lines(_ text: String, width: Int, limit: Int, ellipsis: String = "…") -> [String] {
        guard limit > 0, width > 0 else { return [] }
        let wrapped = TextLayout.wrap(text, toWidth: width)
        guard wrapped.count > limit else { return wrapped }
        var kept = Array(wrapped.prefix(limit))
        kept[limit - 1] = TextLayout.truncate(
            kept[limit - 1] + " " + ellipsis, toWidth: width, ellipsis: ellipsis)
        return kept
    }
}
