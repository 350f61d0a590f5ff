import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// In the style of TCA's TestStore: every action is sent through `reduce` with the exact change
/// it must make to the whole state (path, cart, orders, drafts, positions, today, …) and the
/// exact effects it must return.
struct Store {
    var state: AppState
    /// The terminal the actions arrive from: it sets the page of PgUp/PgDn.
    var size: Size

    init(_ state: AppState, size: Size = standardSize) {
        self.state = state
        self.size = size
    }

    mutating func send(
        _ action: AppAction, _ effects: [Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        // The history follows the path (every change but a walk is a visit, see VisitHistory):
        // derived here so each test states the path alone; HistoryTests check it exactly.
        if expected.path != state.path, expected.history == state.history,
            action != .navigation(.historyWalked(by: -1)),
            action != .navigation(.historyWalked(by: 1))
        {
            expected.history.visit(expected.path.routes, leaving: state.positions)
        }
        // So does the message log follow the notice; MessageLogTests check it exactly.
        if let notice = expected.notice, expected.messages == state.messages {
            MessageLog.record(notice, in: &expected)
        }
        let returned = AisleApp.reduce(&state, action, size: size)
        #expect(returned == effects, "effects of \(action)", sourceLocation: sourceLocation)
        check(expected, after: "\(action)", sourceLocation: sourceLocation)
    }

    /// `send` for an edit of the shipping form: its effect is the address to keep when the
    /// change makes a new one (`AddressKeeping`), none otherwise.
    mutating func edit(
        _ action: AppAction, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        let typed = expected.draft.shipping.typed
        let effects: [Effect] = typed == state.draft.shipping.typed ? [] : [.saveAddress(typed)]
        send(action, effects, sourceLocation: sourceLocation, change)
    }

    /// Types `text` key by key into the focused field, then checks the state once; each key
    /// returns no effect but the address to keep when it changed the address.
    mutating func type(
        _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void
    ) {
        var expected = state
        change(&expected)
        for character in text {
            let address = state.draft.shipping.typed
            let returned = reduce(&state, .form(.fieldEdited(.character(character))))
            // Typing an address keeps it (AddressKeepingTests); nothing else is written.
            let expected: [Effect] =
                state.draft.shipping.typed == address
                ? [] : [.saveAddress(state.draft.shipping.typed)]
            #expect(returned == expected, "typing \(character)", sourceLocation: sourceLocation)
        }
        check(expected, after: "typing \(text)", sourceLocation: sourceLocation)
    }

    /// Compares field by field, so a failure names the field instead of printing the catalog.
    private func check(_ expected: AppState, after action: String, sourceLocation: SourceLocation) {
        let fields: [(String, Bool, (AppState) -> Any)] = [
            ("path", state.path == expected.path, { $0.path.routes }),
            ("cart", state.cart == expected.cart, { $0.cart.lines }),
            ("orders", state.orders == expected.orders, { $0.orders }),
            (
                "draft.shipping", state.draft.shipping == expected.draft.shipping,
                { $0.draft.shipping }
            ),
            ("draft.payment", state.draft.payment == expected.draft.payment, { $0.draft.payment }),
            ("positions", state.positions == expected.positions, { $0.positions }),
            ("history", state.history == expected.history, { $0.history }),
            ("prompt", state.prompt == expected.prompt, { $0.prompt as Any }),
            ("notice", state.notice == expected.notice, { $0.notice as Any }),
            ("helpTop", state.helpTop == expected.helpTop, { $0.helpTop as Any }),
            ("today", state.today == expected.today, { $0.today }),
            ("catalog", state.catalog == expected.catalog, { _ in "(a different catalog)" }),
        ]
        for (name, same, describe) in fields where !same {
            Issue.record(
                "\(name) after \(action): expected \(describe(expected)), got \(describe(state))",
                sourceLocation: sourceLocation)
        }
        if fields.allSatisfy(\.1) {
            #expect(
                state == expected, "a field not listed above differs",
                sourceLocation: sourceLocation)
        }
    }
}
