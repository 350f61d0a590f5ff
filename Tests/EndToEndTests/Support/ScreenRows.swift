/// Reading the parts of an Aisle screen that tests assert on.
enum ScreenRows {
    /// The marker at the start of the highlighted row.
    static let marker = "▸"

    /// The highlighted row without its marker and surrounding blanks, or nil.
    static func highlighted(_ rows: [String]) -> String? {
        rows.first { $0.hasPrefix(marker) }.map { String($0.dropFirst()).trimmed }
    }

    /// Whether the highlighted row's first cell is `name`, whole or cut short with "…".
    static func isHighlighted(_ name: String, in rows: [String]) -> Bool {
        guard let row = rows.first(where: { $0.hasPrefix(marker) }),
            let shown = columns(row).first
        else { return false }
        return shows(name, as: shown)
    }

    /// Whether `shown` is `name` or `name` truncated with a trailing "…".
    static func shows(_ name: String, as shown: String) -> Bool {
        shown == name || (shown.hasSuffix("…") && name.hasPrefix(shown.dropLast()))
    }

    /// The top bar (row 0).
    static func topBar(_ rows: [String]) -> String { rows.first ?? "" }

    /// The last row (tmux captures every row of the pane, blank ones included).
    static func bottomRow(_ rows: [String]) -> String { rows.last ?? "" }

    /// A notice as one string: a long one wraps over up to the last three rows.
    static func notice(_ rows: [String]) -> String {
        rows.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The names in a product list: the first cell of each table row (two cells or more, the
    /// name in column 2) below the `Product` header; notices, hints and totals are not rows.
    static func listNames(_ rows: [String]) -> [String] {
        guard let header = rows.firstIndex(where: { $0.trimmed.hasPrefix("Product ") }) else {
            return []
        }
        return rows[(header + 1)...]
            .filter { row in
                (row.hasPrefix(marker + " ") || row.hasPrefix("  "))
                    && row.dropFirst(2).first.map { $0 != " " } == true
            }
            .map(columns)
            .filter { $0.count >= 2 }
            .compactMap(\.first)
    }

    /// The cells of a table row: its text split at runs of two or more blanks, marker removed.
    static func columns(_ row: String) -> [String] {
        let body = row.hasPrefix(marker) ? String(row.dropFirst()) : row
        var cells: [String] = []
        var current = ""
        var blanks = 0
        for character in body {
            if character == " " {
                blanks += 1
                continue
            }
            if blanks >= 2, !current.isEmpty {
                cells.append(current)
                current = ""
            } else if blanks == 1, !current.isEmpty {
                current.append(" ")
            }
            blanks = 0
            current.append(character)
        }
        if !current.isEmpty { cells.append(current) }
        return cells
    }

    /// All rows joined, for "somewhere on screen" checks of text that may wrap.
    static func text(_ rows: [String]) -> String { rows.joined(separator: "\n") }
}

extension String {
    /// Without leading and trailing blanks.
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
