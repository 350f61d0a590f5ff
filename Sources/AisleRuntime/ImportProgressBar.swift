import AisleApp
import CatalogDatabase
import StateFiles
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The line that shows a catalog import going on, on standard error before the screen starts:
/// `Importing shop.json  [██████░░░░░░░░]  43%  430,000 products  52,000/s`, then
/// `Indexing shop.json  1,000,000 products…` while the indexes are built. Only on a terminal
/// and only once the import has taken half a second, so a small catalog starts without a
/// flicker and a pipe or a log never fills with bars; redrawn at most ten times a second, in
/// place, and erased when the import ends.
public final class ImportProgressBar {
    /// How long an import runs before the bar appears.
    static let delay: UInt64 = 500_000_000
    /// The least time between two drawings.
    static let interval: UInt64 = 100_000_000

    private let name: String
    private let now: () -> UInt64
    private let write: (String) -> Void
    private let width: Int
    private var start: UInt64
    /// Whether the last line drawn was the wait for another Aisle's import.
    private var waiting = false
    private var lastDrawn: UInt64?

    /// A bar for importing the file called `name`, timed by `now` (nanoseconds), drawn by
    /// `write` within `width` columns.
    public init(
        name: String, width: Int, now: @escaping () -> UInt64, write: @escaping (String) -> Void
    ) {
        self.name = name
        self.width = width
        self.now = now
        self.write = write
        start = now()
    }

    /// A bar on standard error when it is a terminal, or nil; in plain ASCII when `ascii`
    /// (a terminal whose locale is not UTF-8).
    public static func standardError(importing path: String, ascii: Bool = false)
        -> ImportProgressBar?
    {
        guard isatty(2) == 1 else { return nil }
        var size = winsize()
        let columns =
            ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        return ImportProgressBar(
            name: StoragePath.name(of: path), width: columns, now: monotonicNanoseconds,
            write: { DescriptorWriter.writeAll(Array((ascii ? plain($0) : $0).utf8), to: 2) })
    }

    /// A drawing (`\r`, text, erase to the end of the line) with its text made ASCII.
    static func plain(_ drawing: String) -> String {
        let end = "\u{1B}[K"
        guard drawing.hasPrefix("\r"), drawing.hasSuffix(end) else { return ASCIIText.of(drawing) }
        return "\r" + ASCIIText.of(String(drawing.dropFirst().dropLast(end.count))) + end
    }

    /// Takes the import's latest progress; draws when it is time to. The wait for another
    /// Aisle's import is said at once: it is told only after two seconds of waiting.
    public func update(_ progress: ImportProgress) {
        let time = now()
        if progress.isWaiting {
            lastDrawn = time
            waiting = true
            let text =
                "Waiting for another Aisle to finish importing \(TextSanitizer.visible(name))…"
            write("\r" + String(text.prefix(max(0, width - 1))) + "\u{1B}[K")
            return
        }
        if waiting {
            // The import starts now: its rate does not count the wait.
            waiting = false
            start = time
        }
        let elapsed = time &- start
        guard elapsed >= Self.delay else { return }
        if let lastDrawn, time &- lastDrawn < Self.interval, !progress.isIndexing { return }
        lastDrawn = time
        write("\r" + Self.line(progress, name: name, elapsed: elapsed, width: width) + "\u{1B}[K")
    }

    /// Erases the bar, if it was drawn, so what follows starts on a clean line.
    public func finish() {
        if lastDrawn != nil { write("\r\u{1B}[K") }
    }

    /// The bar's text for `progress` after `elapsed` nanoseconds, cut to `width` columns.
    static func line(_ progress: ImportProgress, name: String, elapsed: UInt64, width: Int)
        -> String
    {
        if progress.isIndexing {
            let text =
                "Indexing " + TextSanitizer.visible(name)
                + "  \(Counted.grouped(progress.products)) products…"
            return String(text.prefix(max(0, width - 1)))
        }
        let percent = Int(progress.fraction * 100)
        let seconds = max(Double(elapsed) / 1e9, 0.001)
        let rate = Int(Double(progress.products) / seconds)
        let tail =
            "  \(percent)%  \(Counted.grouped(progress.products)) products  \(Counted.grouped(rate))/s"
        let head = "Importing " + TextSanitizer.visible(name) + "  "
        let barWidth = max(
            0, min(30, width - 1 - DisplayWidth.of(head) - DisplayWidth.of(tail) - 2))
        let filled = Int((progress.fraction * Double(barWidth)).rounded(.down))
        let bar =
            barWidth > 0
            ? "[" + String(repeating: "█", count: filled)
                + String(repeating: "░", count: barWidth - filled) + "]" : ""
        return String((head + bar + tail).prefix(max(0, width - 1)))
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
