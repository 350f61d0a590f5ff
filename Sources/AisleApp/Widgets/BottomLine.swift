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
            // The field's own layout keeps the cursor in view (and long text is laid out in
            // one pass, so a huge paste draws as fast as a word).
            TextFieldView.draw(
                prompt.field, into: &canvas, row: row, column: 1 + used, width: width - 2 - used,
                isFocused: true, underlined: false)
            // What the prompt has to say (its text stopped at the bound) sits just above it.
            if let notice = state.notice, row > 0 {
                canvas.fill(row: row - 1, style: .normal)
                canvas.write(
                    notice.text, row: row - 1, column: 1, width: width - 2, style: .warning)
            }
            return
        }
        // Placing an order says so until the database answers, whatever else was said.
        let placing = state.placingOrder.map { _ in Notice("Placing your order…") }
        if let notice = placing ?? state.notice {
            let style: Style =
                switch notice.tone {
                case .info: .normal
                case .success: .success
                case .warning: .warning
                }
            // A long notice (a restore report naming a file) takes up to three rows over the
            // bottom of the screen rather than losing its end. It is one message: a line break
            // in the data it quotes shows as `^J` instead of starting a row.
            let lines = noticeLines(notice, width: width, glyphs: canvas.glyphs)
            for (offset, line) in lines.enumerated() {
                let y = row - (lines.count - 1) + offset
                canvas.fill(row: y, style: .normal)
                canvas.write(line, row: y, column: 1, width: width - 2, style: style)
            }
            return
        }
        for (hint, columns) in hintLayout(state, width: width) {
            let column = columns.lowerBound
            let used = canvas.write(hint.keys, row: row, column: column, style: .emphasis)
            canvas.write(" " + hint.label, row: row, column: column + used, style: .muted)
        }
    }

    /// The rows a notice takes (up to three, wrapped at `width`), spelled in `glyphs` first.
    static func noticeLines(_ notice: Notice, width: Int, glyphs: Glyphs) -> [String] {
        Paragraph.lines(
            glyphs.spell(TextSanitizer.visible(notice.text)), width: width - 2, limit: 3,
            ellipsis: glyphs.ellipsis)
    }

    /// The hints shown at `width`, each with the columns it covers: drawing and clicks both
    /// use this. Two columns between hints.
    static func hintLayout(_ state: AppState, width: Int) -> [(hint: Hint, columns: Range<Int>)] {
        var column = 1
        return fitted(hints(for: state), columns: width - 2).map { hint in
            defer { column += hint.width + 2 }
            return (hint, column..<(column + hint.width))
        }
    }

    /// What a click at `column` of the bottom line does: a hint runs what its key does. Only
    /// when the line shows hints (not a prompt or a notice).
    static func action(atColumn column: Int, in state: AppState, width: Int) -> AppAction? {
        guard state.prompt == nil, state.notice == nil else { return nil }
        return hintLayout(state, width: width).first { $0.columns.contains(column) }?.hint.action
    }

    struct Hint: Equatable {
        var keys: String
        var label: String
        var priority: HintPriority = .normal
        /// What clicking it does: its binding's action for its first key.
        var action: AppAction?

        /// Columns it takes, without the gap after it.
        var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(label) }
    }

    /// The hints for what is on display, from the binding table in its order (see `fitted`
    /// for a narrow line).
    static func hints(for state: AppState) -> [Hint] {
        let hinted = KeyBindings.hintsByContext[KeyContext.of(state)] ?? []
        return hinted.compactMap { hint, action in
            guard hint.condition.holds(in: state) else { return nil }
            // Spelled before they are measured: `⏎` is `Enter` in ASCII.
            let keys = state.glyphs.spell(hint.keys)
            switch hint.label {
            case .text(let label):
                return Hint(
                    keys: keys, label: state.glyphs.spell(label), priority: hint.priority,
                    action: action)
            case .back(let width, let fallback):
                // A long product name must not push every other hint off the line.
                guard
                    let back = backTarget(state).map({ TextLayout.truncate($0, toWidth: width) })
                        ?? fallback
                else { return nil }
                return Hint(keys: keys, label: back, priority: hint.priority, action: action)
            }
        }
    }

    /// The hints that fit in `columns` (two spaces between them), in their order. Quit, help,
    /// Back and undo are placed first, in that order, each if it fits (Back's label shortened to
    /// the room left, down to a few columns); then the others from the start of the table
    /// until one does not fit: a narrow line loses "O orders" and "/ search", never the way
    /// out.
    static func fitted(_ hints: [Hint], columns: Int) -> [Hint] {
        var hints = hints
        var room = columns
        var kept = Set<Int>()
        let ranked = hints.indices.sorted { (hints[$0].priority, $0) < (hints[$1].priority, $1) }
        for index in ranked {
            let gap = kept.isEmpty ? 0 : 2
            let labelRoom = room - gap - DisplayWidth.of(hints[index].keys) - 1
            if hints[index].priority == .back, hints[index].width + gap > room, labelRoom >= 5 {
                hints[index].label = TextLayout.truncate(hints[index].label, toWidth: labelRoom)
            }
            let needed = hints[index].width + gap
            guard needed <= room else {
                if hints[index].priority == .normal { break }
                continue
            }
            room -= needed
            kept.insert(index)
        }
        return hints.indices.filter(kept.contains).map { hints[$0] }
    }

    /// Where Back leads from the screen on display, `nil` at Home.
    static func backTarget(_ state: AppState) -> String? {
        guard !state.path.isEmpty else { return nil }
        let below: Route? = state.path.count > 1 ? state.path.routes[state.path.count - 2] : nil
        return RouteTitle.of(below, in: state.catalog)
    }
}
