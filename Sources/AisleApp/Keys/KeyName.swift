import TerminalUI

/// How keys are written in the help, the hints and `--help`.
enum KeyName {
    static func of(_ key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .alt(let c): "Alt-\(c)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .altLeft: "Alt-←"
        case .altRight: "Alt-→"
        case .controlLeft: "Ctrl-←"
        case .controlRight: "Ctrl-→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Insert"
        case .delete: "Delete"
        case .backspace: "⌫"
        case .enter: "⏎"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .function(let n): "F\(n)"
        case .paste: "paste"
        }
    }

    static func of(_ keys: [Key]) -> String { keys.map(of).joined(separator: " ") }
}
