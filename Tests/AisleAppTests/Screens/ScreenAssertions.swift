import AisleApp
import TerminalUI
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares a rendered frame with its golden text file in `Golden/`, one line per row, with a
/// `|` at the end of each line so trailing blanks are visible. Set `AISLE_RECORD_SCREENS=1` to
/// write the files anew (then read the diff before committing them).
enum ScreenAssertions {
    static func assertScreen(
        _ state: AppState, size: Size, named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let canvas = AppView.render(state, size: size)
        let actual = canvas.lines.map { $0 + "|" }.joined(separator: "\n") + "\n"
        let file = goldenDirectory + "/\(name)-\(size.columns)x\(size.rows).txt"
        if ProcessInfo.processInfo.environment["AISLE_RECORD_SCREENS"] == "1" {
            _ = FileManager.default.createFile(atPath: file, contents: Data(actual.utf8))
            return
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            Issue.record(
                "no golden file \(file); run with AISLE_RECORD_SCREENS=1",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        Issue.record(
            "screen \(name) at \(size) differs from \(file):\n\(diff(expected, actual))",
            sourceLocation: sourceLocation)
    }

    /// The rows that differ, expected (-) above actual (+).
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for row in 0..<max(old.count, new.count) {
            let a = row < old.count ? String(old[row]) : "<none>"
            let b = row < new.count ? String(new[row]) : "<none>"
            if a != b { out += ["row \(row):", "- \(a)", "+ \(b)"] }
        }
        return out.joined(separator: "\n")
    }

    private static var goldenDirectory: String {
        let here = #filePath
        let folder = here[..<(here.lastIndex(of: "/") ?? here.endIndex)]
        return folder + "/Golden"
    }
}
