/// A failure of the end-to-end harness or of an expectation it waits for; thrown so that the
/// test stops at once with the message (and, for screens, the last screen) in the report.
struct E2EFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// A failure that shows `screen` below `message`, framed so trailing blanks stay visible.
    init(_ message: String, screen: [String]) {
        let rows = screen.enumerated().map { index, row in
            "  " + (index < 10 ? " " : "") + "\(index)|\(row)|"
        }
        self.description = message + "\nLast screen:\n" + rows.joined(separator: "\n")
    }
}
