/// HTML as plain text for a product page: what a shop writes in Shopify's "Body (HTML)" shown as
/// a terminal can show it. Paragraphs and headings are separated by a blank line, `<br>` breaks
/// the line, list items become `• ` lines (`1. ` in an ordered list, indented two spaces per
/// nested list), table cells are separated by a space, entities are decoded (named, decimal and
/// hexadecimal), runs of white space collapse as a browser collapses them (not inside `<pre>`),
/// and every tag is dropped. The content of `<script>`, `<style>`, `<head>` and the like is
/// never shown, nor are comments.
///
/// It is no HTML parser: it reads tags and text in one pass, never builds a tree, and never
/// fails; malformed markup gives some reasonable text, not an error.
public enum HTMLText {
    /// `html` as plain text (see the type's rules).
    public static func plain(_ html: String) -> String {
        plain(html, limit: .max) ?? ""
    }

    /// `html` as plain text, or nil as soon as the text passes `limit` bytes of UTF-8: the
    /// expansion stops there, so no markup makes more than `limit` bytes or takes longer than
    /// reading it once (nested lists indent at most `maximumIndent` levels).
    public static func plain(_ html: String, limit: Int) -> String? {
        var scanner = Scanner(Array(html.unicodeScalars))
        scanner.writer.limit = limit
        scanner.run()
        return scanner.writer.isFull ? nil : scanner.writer.text
    }

    /// The deepest a nested list is indented: deeper ones stand at this depth, so that a
    /// field of nested `<ul><li>` grows its text linearly, not with the square of its depth.
    public static let maximumIndent = 8

    /// Elements whose content is not text for a reader.
    static let hiddenElements: Set<String> = [
        "script", "style", "head", "template", "noscript", "iframe", "object", "svg", "title",
    ]

    /// Elements that stand apart from the text around them by a blank line.
    static let paragraphElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "hr", "dl",
        "figure", "ul", "ol",
    ]

    /// Elements that start on a line of their own.
    static let lineElements: Set<String> = [
        "div", "tr", "dt", "dd", "section", "article", "header", "footer", "address", "caption",
        "figcaption", "main", "nav", "aside", "details", "summary", "li",
    ]

    /// One pass over the markup.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var writer = Writer()
        /// The lists the reader is inside, innermost last: ordered or not, and the number of
        /// the next item.
        var lists: [(ordered: Bool, next: Int)] = []
        /// How many `<pre>` elements the reader is inside.
        var preformatted = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func run() {
            while index < scalars.count, !writer.isFull {
                let scalar = scalars[index]
                if scalar == "<", let tag = readTag() {
                    apply(tag)
                } else if scalar == "&" {
                    writer.text(decodeEntity(), preformatted: preformatted > 0)
                } else {
                    writer.text(scalar, preformatted: preformatted > 0)
                    index += 1
                }
            }
        }

        /// Acts on a start or end tag.
        mutating func apply(_ tag: Tag) {
            let name = tag.name
            if !tag.isEnd, HTMLText.hiddenElements.contains(name) {
                if !tag.isSelfClosing { skipContent(of: name) }
                return
            }
            switch name {
            case "br":
                writer.lineBreak()
            case "li" where !tag.isEnd:
                writer.breakLine(1)
                let depth = min(max(lists.count, 1), HTMLText.maximumIndent)
                var marker = "•"
                if let last = lists.indices.last, lists[last].ordered {
                    marker = "\(lists[last].next)."
                    lists[last].next += 1
                }
                writer.marker(String(repeating: "  ", count: depth - 1) + marker + " ")
            case "ul", "ol":
                if tag.isEnd {
                    if !lists.isEmpty { lists.removeLast() }
                } else if lists.count < 10_000 {
                    lists.append((name == "ol", 1))
                }
                writer.breakLine(lists.count > (tag.isEnd ? 0 : 1) ? 1 : 2)
            case "pre":
                preformatted = max(0, preformatted + (tag.isEnd ? -1 : 1))
                writer.breakLine(2)
            case "td", "th":
                // A table's label and value: "Weight: 2 kg", then " · " between more cells.
                if tag.isEnd { writer.cellEnd() }
            case "tr":
                writer.breakLine(1)
                writer.rowStart()
            default:
                if HTMLText.paragraphElements.contains(name) {
                    writer.breakLine(2)
                } else if HTMLText.lineElements.contains(name) {
                    writer.breakLine(1)
                }
            }
        }

        /// Steps over everything up to and including `</name>` (or to the end).
        mutating func skipContent(of name: String) {
            while index < scalars.count {
                if scalars[index] == "<", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    let start = index
                    if let tag = readTag(), tag.isEnd, tag.name == name { return }
                    index = max(index, start + 1)
                } else {
                    index += 1
                }
            }
        }
    }
}
