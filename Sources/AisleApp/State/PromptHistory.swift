import TerminalUI

/// What was entered into each prompt, newest first, for ↑/↓: like a shell's history, one per
/// prompt kind. Only what a prompt submits goes in — search words and links — so card data,
/// which is typed into the checkout form and never into a prompt, cannot. Bounded in entries
/// and in each entry's length, so it stays a few kilobytes in the session file.
public struct PromptHistory: Hashable, Sendable {
    /// The most entries kept per prompt; the oldest go first.
    public static let maximumEntries = 50
    /// The longest entry kept, in Unicode scalars; a longer line is not recorded at all (a
    /// pasted flood is not worth recalling, and cutting it would recall something never sent).
    public static let maximumEntryLength = 512

    /// The entries of each prompt, newest first.
    public private(set) var entries: [Prompt.Purpose: [String]]

    /// A history holding `entries` (each list cleaned of empty, over-long and repeated lines,
    /// and cut to `maximumEntries`).
    public init(_ entries: [Prompt.Purpose: [String]] = [:]) {
        self.entries = [:]
        for (purpose, lines) in entries {
            for line in lines.reversed() { record(line, for: purpose) }
        }
    }

    /// The entries of `purpose`, newest first.
    public func lines(for purpose: Prompt.Purpose) -> [String] { entries[purpose] ?? [] }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { entries.values.allSatisfy(\.isEmpty) }

    /// Puts `line` first in `purpose`'s history (moving it there if it was already in it).
    public mutating func record(_ line: String, for purpose: Prompt.Purpose) {
        guard !line.isEmpty, line.unicodeScalars.count <= Self.maximumEntryLength else { return }
        var lines = entries[purpose] ?? []
        lines.removeAll { $0 == line }
        lines.insert(line, at: 0)
        if lines.count > Self.maximumEntries { lines.removeLast(lines.count - Self.maximumEntries) }
        entries[purpose] = lines
    }
}

/// Saved as `{"search":["mug"],"link":["product/p-1"]}`, newest first. A line is cleaned and
/// bounded as a prompt would have taken it; the wrong shape (not an object of string arrays)
/// is damage, like any other field of the session.
extension PromptHistory: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Prompt.Purpose.self)
        var read: [Prompt.Purpose: [String]] = [:]
        for purpose in Prompt.Purpose.allCases {
            let lines = try container.decodeIfPresent([String].self, forKey: purpose) ?? []
            read[purpose] = Array(lines.prefix(Self.maximumEntries)).map(TextSanitizer.clean)
        }
        self.init(read)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Prompt.Purpose.self)
        for purpose in Prompt.Purpose.allCases {
            let lines = lines(for: purpose)
            if !lines.isEmpty { try container.encode(lines, forKey: purpose) }
        }
    }
}

extension Prompt.Purpose: CodingKey {}
