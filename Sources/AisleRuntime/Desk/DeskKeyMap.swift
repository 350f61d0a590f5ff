import Storefront
import TerminalUI

/// Keys to desk actions: the storefront's conventions (arrows and hjkl, Enter/→ opens,
/// ←/Esc/Backspace back, PgUp/PgDn, g/G, ? help, q and Ctrl-C quit) and the desk's own
/// (`s` ship, `x` cancel, `f` filter, `u` the customer's orders, `t` low stock). While a
/// question is asked only its answers count.
public enum DeskKeyMap {
    /// The action `key` means in `state` on a terminal of `size`, or nil.
    public static func action(for key: Key, in state: DeskState, size: Size) -> DeskAction? {
        if state.confirming != nil {
            switch key {
            case .character("y"), .character("Y"), .enter: return .confirmed
            case .character("n"), .character("N"), .escape, .character("q"), .backspace:
                return .declined
            case .control("c"): return .quitPressed
            default: return nil
            }
        }
        if state.helpShown {
            switch key {
            case .character("?"), .character("q"), .escape, .backspace, .left: return .helpPressed
            case .up, .character("k"): return .moved(by: -1)
            case .down, .character("j"): return .moved(by: 1)
            case .control("c"): return .quitPressed
            default: return nil
            }
        }
        let page = max(1, DeskView.listHeight(size) - 1)
        switch key {
        case .up, .character("k"): return .moved(by: -1)
        case .down, .character("j"): return .moved(by: 1)
        case .pageUp, .control("b"): return .moved(by: -page)
        case .pageDown, .control("f"), .character(" "): return .moved(by: page)
        case .home, .character("g"): return .movedToEnd(last: false)
        case .end, .character("G"): return .movedToEnd(last: true)
        case .enter, .right, .character("l"): return .openPressed
        case .left, .escape, .backspace, .character("h"): return .backPressed
        case .character("t"): return .lowStockPressed
        case .character("f"): return .filterPressed
        case .character("u"): return .customerPressed
        case .character("s"): return .changePressed(.shipped)
        case .character("x"): return .changePressed(.cancelled)
        case .character("?"): return .helpPressed
        case .character("q"), .control("c"): return .quitPressed
        case .character(let digit) where ("1"..."9").contains(digit):
            // The crumbs are numbered: a number goes back to that screen.
            let depth = Int(String(digit)).map { $0 - 1 } ?? 0
            return depth < state.path.count ? .crumbChosen(depth: depth) : nil
        default: return nil
        }
    }

    /// The help's rows: keys and what they do.
    static let help: [(keys: String, note: String)] = [
        ("↑ ↓  j k", "move"),
        ("⏎ →", "open the order's packing slip"),
        ("← Esc", "back"),
        ("PgUp PgDn", "a page up or down"),
        ("g G", "first, last"),
        ("s", "ship the order (asks first)"),
        ("x", "cancel the order, units back to stock (asks first)"),
        ("f", "filter: all, placed, shipped, cancelled"),
        ("u", "the customer's orders"),
        ("t", "products low on stock"),
        ("1-9", "back to that screen in the top bar"),
        ("?", "this help"),
        ("q", "quit"),
    ]
}
