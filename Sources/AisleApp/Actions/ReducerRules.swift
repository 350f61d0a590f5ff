import Navigation
import Storefront

/// The six rules `reduce` applies around every action, whatever it is (even one an overlay
/// stops): two before the action's own reducer, four after, each in its own function, run in
/// the order written here. A new rule of this kind belongs here, not in one action's reducer.
enum ReducerRules {
    /// What the rules after the action compare with: the state as the action found it.
    struct Before {
        var cart: Cart
        var path: RoutePath<Route>
        var removed: [RemovedLine]
    }

    /// Rules 1–2, before the action; returns what rule 5 compares with.
    static func beforeAction(_ state: inout AppState, _ action: AppAction) -> Before {
        clearNotice(&state, action)
        endTypeAhead(&state, action)
        return Before(cart: state.cart, path: state.path, removed: state.removedLines)
    }

    /// Rules 3–5, after the action.
    static func afterAction(_ state: inout AppState, _ action: AppAction, since before: Before) {
        let repaint = action == .system(.repaintRequested)
        if !repaint { tellUntoldChanges(&state) }
        if !repaint { logNotice(&state) }
        endUndo(&state, since: before)
    }

    /// 1. A notice lives until the next key; actions that have something to say set a new one.
    /// A repaint changes nothing on screen, the notice included; nor does the database's answer
    /// arriving between keys take away what the last key said ("Thank you!…").
    static func clearNotice(_ state: inout AppState, _ action: AppAction) {
        guard action != .system(.repaintRequested), !action.isAnswer else { return }
        state.notice = nil
    }

    /// 2. Type-ahead on a choice goes on only while letters follow one another.
    static func endTypeAhead(_ state: inout AppState, _ action: AppAction) {
        switch action {
        case .form(.choiceTyped), .form(.choiceErased): break
        default: state.typedPrefix = ""
        }
    }

    // 3. A restored product whose price or stock changed says so the first time it is on
    // display: `tellUntoldChanges` (Reducer+Changes.swift), after the action so it can follow
    // a walk or a Back onto it.

    /// 4. Whatever the notice says after the action is kept in the message log (`m`), so a
    /// notice the next key clears can still be read.
    static func logNotice(_ state: inout AppState) {
        guard let notice = state.notice else { return }
        MessageLog.record(notice, in: &state)
    }

    /// 5. An undo is for the removals just made: another change of the cart, or another
    /// screen, ends them all (the reducer has no clock to time them out).
    static func endUndo(_ state: inout AppState, since before: Before) {
        guard state.removedLines == before.removed,
            state.cart != before.cart || state.path != before.path
        else { return }
        state.removedLines = []
    }

    /// 6. In a catalog whose searches take time, the search results on display are worked out
    /// off the screen's thread: whatever brought them on screen (a search typed, a suggestion
    /// taken, Back, a filter or an order), the list is asked for once (`Effect.runSearch`),
    /// superseding any other under way, and shows "Searching…" until `searchFinished`. A
    /// search no longer on display is stopped (`Effect.cancelSearch`): Esc or Back stops it.
    static func followSearch(_ state: inout AppState) -> [Effect] {
        guard let wanted = state.slowSearchOnScreen else {
            guard state.searches.running != nil else { return [] }
            state.searches.running = nil
            return [.cancelSearch]
        }
        guard wanted != state.searches.running, !state.searches.finished.contains(wanted)
        else { return [] }
        state.searches.running = wanted
        return [.runSearch(wanted)]
    }
}
