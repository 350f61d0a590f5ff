import Synchronization
import TerminalUI

/// A description wrapped to a width, remembered: the product screen lays its description out
/// for every frame and every key (the reducer asks for the layout too), and a 3,000-line
/// description takes milliseconds to wrap. It is wrapped once per text and width; a key then
/// costs a comparison of the text (a memory compare) instead of a layout.
enum DescriptionLines {
    /// The last few layouts, newest last: a product and its neighbours at one or two widths.
    private static let remembered = Mutex<[(width: Int, text: String, lines: [String])]>([])
    private static let capacity = 4

    /// `text` wrapped to `width` columns (`TextLayout.wrap`).
    static func lines(_ text: String, width: Int) -> [String] {
        if let known = remembered.withLock({ entries in
            entries.last { $0.width == width && $0.text == text }?.lines
        }) {
            return known
        }
        let lines = TextLayout.wrap(text, toWidth: width)
        remembered.withLock { entries in
            entries.append((width, text, lines))
            if entries.count > capacity { entries.removeFirst() }
        }
        return lines
    }
}
