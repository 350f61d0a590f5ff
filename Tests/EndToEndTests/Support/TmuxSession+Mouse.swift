import Foundation
import Glibc

/// The mouse as a terminal reports it: SGR reports written into the pane as bytes (what xterm,
/// or tmux with `mouse on`, sends the program), and tmux's view of the mouse modes the program
/// turned on.
extension TmuxSession {
    /// Sends an SGR mouse report for the cell at zero-based `row`, `column` (`button` 0 is
    /// left, 64/65 the wheel), `release` ending it with `m`.
    func sendMouse(button: Int, row: Int, column: Int, release: Bool = false) throws {
        let report = "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
        try sendBytes(Array(report.utf8))
    }

    /// A left click (press and release) at `row`, `column`.
    func click(row: Int, column: Int) throws {
        try sendMouse(button: 0, row: row, column: column)
        try sendMouse(button: 0, row: row, column: column, release: true)
    }

    /// The mouse modes tmux records for the pane: standard (1000) and SGR (1006) reporting.
    func mouseModes() throws -> (standard: Bool, sgr: Bool) {
        let flags = try format("#{mouse_standard_flag} #{mouse_sgr_flag}")
        return (flags.hasPrefix("1"), flags.hasSuffix("1"))
    }

    /// Waits until tmux records the mouse modes as `on` (both) or off (both).
    func waitForMouseModes(on: Bool, timeout: Duration = defaultTimeout) throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            let modes = try mouseModes()
            if modes.standard == on, modes.sgr == on { return }
            if ContinuousClock.now >= deadline {
                throw E2EFailure(
                    "timed out waiting for mouse reporting \(on ? "on" : "off") (\(modes))",
                    screen: (try? screen()) ?? [])
            }
            usleep(10_000)
        }
    }

    /// The zero-based row and display column where `text` is drawn, if it is on `rows`.
    static func place(of text: String, in rows: [String]) -> (row: Int, column: Int)? {
        for (index, row) in rows.enumerated() {
            if let range = row.range(of: text) {
                return (index, DisplayWidth.of(String(row[..<range.lowerBound])))
            }
        }
        return nil
    }
}
