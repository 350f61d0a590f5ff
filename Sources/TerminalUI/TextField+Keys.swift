extension TextField {
    /// Applies one key as a text field does and says what happened.
    ///
    /// Printable characters and pastes insert; Backspace/Ctrl-H, Delete/Ctrl-D, ←/Ctrl-B,
    /// →/Ctrl-F, Home/Ctrl-A, End/Ctrl-E, Ctrl-U, Ctrl-K, Ctrl-W, Alt-b (Alt-←, Ctrl-←) and Alt-f (Alt-→,
    /// Ctrl-→) edit and move as in readline and bash. Every other key is `.notHandled` and belongs to the form (Tab, Enter, Esc,
    /// ↑/↓, Page keys, other Ctrl and Alt chords such as Ctrl-C). A `.character` is never
    /// `.notHandled`: letters typed into a field are text, never shortcuts.
    public mutating func apply(_ key: Key) -> EditResult {
        switch key {
        case .character(let character): edited(insert(String(character)))
        case .paste(let text): edited(insert(text))
        case .backspace, .control("h"): edited(deleteBackward())
        case .delete, .control("d"): edited(deleteForward())
        case .control("u"): edited(deleteToStart())
        case .control("k"): edited(deleteToEnd())
        case .control("w"): edited(deleteWordBackward())
        case .left, .control("b"): moved(moveLeft())
        case .right, .control("f"): moved(moveRight())
        case .home, .control("a"): moved(moveToStart())
        case .end, .control("e"): moved(moveToEnd())
        case .alt("b"), .altLeft, .controlLeft: moved(moveWordLeft())
        case .alt("f"), .altRight, .controlRight: moved(moveWordRight())
        default: .notHandled
        }
    }

    private func edited(_ changed: Bool) -> EditResult { changed ? .edited : .unchanged }
    private func moved(_ changed: Bool) -> EditResult { changed ? .moved : .unchanged }
}
