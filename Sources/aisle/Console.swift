import AisleRuntime
import StateFiles
import Synchronization
import TerminalUI

/// Every line `aisle` prints outside curses, on standard output or standard error, unbuffered.
///
/// Each line passes `TextSanitizer.visible` here and nowhere else: what it quotes from the
/// catalog, the state files, the environment or the command line shows its controls as
/// placeholders (`^[`, `�`), so it cannot move the cursor, retitle the window, reorder the text
/// or start another line; where the terminal takes only ASCII (`TerminalCharset`) it is made
/// ASCII too (`ASCIIText`), JSON excepted. Only used while curses is not running: before it
/// starts and after it stops.
enum Console {
    /// Prints `line` and a line break on standard output.
    static func print(_ line: String) { write(line, to: 1) }

    /// Prints `line` and a line break on standard error.
    static func printError(_ line: String) { write(line, to: 2) }

    /// Prints a JSON document on standard output with every undrawable scalar in its strings
    /// written as a `\u` escape (`TextSanitizer.escapingJSON`), line by line.
    static func printJSON(_ json: String) {
        for line in TextSanitizer.escapingJSON(json).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            write(String(line), to: 1, plain: false)
        }
    }

    /// From now on, every line printed has the server's paths hidden (a served customer's run).
    static func hideServerPaths() { hidingPaths.store(true, ordering: .relaxed) }

    private static let hidingPaths = Atomic<Bool>(false)

    private static func write(
        _ line: String, to descriptor: Int32, plain: Bool = TerminalCharset.glyphs.isASCII
    ) {
        let line = hidingPaths.load(ordering: .relaxed) ? ServedText.forCustomer(line) : line
        let shown = plain ? ASCIIText.of(line) : TextSanitizer.visible(line)
        // Nothing useful can be done when the stream itself fails.
        DescriptorWriter.writeAll(Array((shown + "\n").utf8), to: descriptor)
    }
}
