import TerminalUI

/// The binding table written out for people: the help overlay's lines and the KEYS section of
/// `aisle --help` (and so of the man page), like tmux's `list-keys -N`.
public enum KeyHelp {
    /// A line of the help.
    enum Line: Equatable {
        case heading(String)
        case entry(keys: String, note: String)
        case blank
    }

    /// Every binding with its note, under the heading of its context; then the mouse.
    static let lines: [Line] = {
        var lines: [Line] = []
        for context in KeyContext.allCases {
            let bindings = KeyBindings.table.filter { $0.context == context }
            guard !bindings.isEmpty else { continue }
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(context.title))
            lines += bindings.map { .entry(keys: $0.keyNames, note: $0.note) }
        }
        lines += [.blank, .heading(MouseMap.helpTitle)]
        lines += MouseMap.help.map { .entry(keys: $0.what, note: $0.note) }
        return lines
    }()

    /// `lines` spelled in `glyphs` (`⏎` is `Enter` in ASCII).
    static func lines(_ glyphs: Glyphs) -> [Line] {
        guard glyphs.isASCII else { return lines }
        return lines.map { line in
            switch line {
            case .heading(let title): .heading(glyphs.spell(title))
            case .blank: .blank
            case .entry(let keys, let note):
                .entry(keys: glyphs.spell(keys), note: glyphs.spell(note))
            }
        }
    }

    /// Columns the key names take in the help.
    static let keyColumns: Int = keyColumns(lines)

    /// Columns the key names of `lines` take.
    static func keyColumns(_ lines: [Line]) -> Int {
        lines.map {
            if case .entry(let keys, _) = $0 { DisplayWidth.of(keys) } else { 0 }
        }.max() ?? 0
    }

    /// The KEYS section of `aisle --help`: headings indented by two, entries by four; in
    /// plain ASCII with the ASCII `glyphs` (a terminal whose locale is not UTF-8).
    public static func manualText(_ glyphs: Glyphs = .unicode) -> String {
        let lines = lines(glyphs)
        let keyColumns = keyColumns(lines)
        return lines.map { line in
            switch line {
            case .heading(let title): return "  \(title)"
            case .blank: return ""
            case .entry(let keys, let note):
                let pad = String(repeating: " ", count: keyColumns - DisplayWidth.of(keys) + 3)
                return "    \(keys)\(pad)\(note)"
            }
        }.joined(separator: "\n")
    }
}
