import Storefront
import TerminalUI

/// The last row: the open prompt (with a notice above it, if one was set while typing), else
/// the notice, else the keys that work here and where Back leads.
enum BottomLine {
    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let width = canvas.size.columns
        if let prompt = state.prompt {
            let label = "\(prompt.label): "
            let used = canvas.write(label, row: row, column: 1, style: .emphasis)
            let room = width - 2 - used - 1
            // Show the end of long input: that is where the typing happens.
            var text = prompt.text
            while DisplayWidth.of(text) > room, !text.isEmpty { text.removeFirst() }
            let typed = canvas.write(text, row: row, column: 1 + used, width: room)
            canvas.fill(row: row, column: 1 + used + typed, width: 1, style: .selected)
            // What the prompt has to say (its text stopped at the bound) sits just above it.
            if let notice = state.notice, row > 0 {
                canvas.fill(row: row - 1, style: .normal)
                canvas.write(
                    notice.text, row: row - 1, column: 1, width: width - 2, style: .warning)
            }
            return
        }
        if let notice = state.notice {
            let style: Style =
                switch notice.tone {
                case .info: .normal
                case .success: .success
                case .warning: .warning
                }
            // A long notice (a restore report naming a file) takes up to three rows over the
            // bottom of the screen rather than losing its end. It is one message: a line break
            // in the data it quotes shows as `^J` instead of starting a row.
            let text = TextSanitizer.visible(notice.text)
            let lines = Paragraph.lines(text, width: width - 2, limit: 3)
            for (offset, line) in lines.enumerated() {
                let y = row - (lines.count - 1) + offset
                canvas.fill(row: y, style: .normal)
                canvas.write(line, row: y, column: 1, width: width - 2, style: style)
            }
            return
        }
        var column = 1
        for hint in hints(for: state) {
            let needed = DisplayWidth.of(hint.keys) + 1 + DisplayWidth.of(hint.label)
            guard column + needed <= width - 1 else { break }
            column += canvas.write(hint.keys, row: row, column: column, style: .emphasis)
            column += canvas.write(" " + hint.label, row: row, column: column, style: .muted) + 2
        }
    }

    struct Hint: Equatable {
        var keys: String
        var label: String
    }

    /// The hints for what is on display, from the binding table in its order (the tail is cut
    /// when narrow).
    static func hints(for state: AppState) -> [Hint] {
        let context = KeyContext.of(state)
        return KeyBindings.table.flatMap(\.hints).compactMap { hint in
            guard hint.contexts.contains(context) else { return nil }
            switch hint.label {
            case .text(let label):
                return Hint(keys: hint.keys, label: label)
            case .back(let width, let fallback):
                // A long product name must not push every other hint off the line.
                guard
                    let back = backTarget(state).map({ TextLayout.truncate($0, toWidth: width) })
                        ?? fallback
                else { return nil }
                return Hint(keys: hint.keys, label: back)
            }
        }
    }

    /// Where Back leads from the screen on display, `nil` at Home.
    static func backTarget(_ state: AppState) -> String? {
        guard !state.path.isEmpty else { return nil }
        let below: Route? = state.path.count > 1 ? state.path.routes[state.path.count - 2] : nil
        return RouteTitle.of(below, in: state.catalog)
    }
}
