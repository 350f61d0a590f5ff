import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// What each overlay lets through, written out by hand, checked on every path an action takes
/// into the state: the router itself, every key through `KeyMap`, every click and wheel turn
/// on every cell through `MouseMap`, and actions handed straight to `reduce`. An overlay that
/// let a key or a click through on one path but not another fails here.
@Suite("OverlayRouting", .timeLimit(.minutes(10)))
struct OverlayRoutingTests {
    static let size = Size(columns: 80, rows: 24)
    static let all = Set(Overlay.allCases)

    /// The overlays that let `action` through: all of them the run loop's reports, the
    /// database's answers and quitting; each its own actions; none anything else.
    static func letThrough(_ action: AppAction) -> Set<Overlay> {
        switch action {
        case .system, .navigation(.quitRequested): all
        case .checkout(.orderPlaced), .checkout(.orderRefused),
            .checkout(.orderUnconfirmed), .checkout(.orderResolved), .checkout(.orderKeysPlaced):
            all
        case .help, .mouse(.helpScrolled): [.help]
        case .log: [.log]
        case .prompt: [.prompt]
        case .list, .navigation, .cart, .form, .checkout, .mouse, .description: []
        }
    }

    /// At least one action of every kind, as the keys, the mouse and the run loop send them.
    static let actions: [AppAction] = [
        .list(.moved(.down)), .list(.moved(.last)), .list(.opened), .list(.sortCycled),
        .list(.escapePressed),
        .navigation(.backRequested), .navigation(.breadcrumbChosen(depth: 0)),
        .navigation(.historyWalked(by: -1)), .navigation(.cartRequested),
        .navigation(.ordersRequested), .navigation(.linkCopyRequested),
        .navigation(.quitRequested),
        .prompt(.searchRequested), .prompt(.filterRequested), .prompt(.linkRequested),
        .prompt(.edited(.character("a"))), .prompt(.historyMoved(by: 1)),
        .prompt(.completionRequested), .prompt(.submitted), .prompt(.cancelled),
        .cart(.addRequested), .cart(.quantityIncreased), .cart(.quantityDecreased),
        .cart(.lineRemoved), .cart(.removalUndone), .cart(.checkoutRequested),
        .cart(.variantStepped(by: 1)),
        .form(.fieldEdited(.character("a"))), .form(.focusMoved(by: 1)),
        .form(.choiceChanged(by: 1)), .form(.choiceTyped("u")), .form(.choiceErased),
        .form(.submitted),
        .checkout(.placeOrderRequested),
        .checkout(.orderRefused(.keyUsed)), .checkout(.orderUnconfirmed(reason: "I/O")),
        .checkout(.orderResolved("key-2", order: nil)), .checkout(.orderKeysPlaced(["key-2"])),
        .help(.opened), .help(.closed), .help(.scrolled(.down)),
        .log(.opened), .log(.closed), .log(.scrolled(.down)),
        .system(.repaintRequested), .system(.unboundKeyPressed),
        .system(.saveFailed("disk full")), .system(.monthBegan(YearMonth(year: 2026, month: 12))),
        .mouse(.rowClicked(0)), .mouse(.rowClicked(1)), .mouse(.listScrolled(by: 3)),
        .mouse(.helpScrolled(by: 3)),
        .description(.scrolled(by: 1)), .description(.moved(.pageDown)),
    ]

    /// A state with `overlay` open over a screen where most actions would do something: a
    /// category list two crumbs deep, the cart not empty (the review step for an order).
    static func state(_ overlay: Overlay) throws -> AppState {
        if overlay == .placingOrder { return try KeyBindingsTests.state(.placingOrder) }
        var state = try CheckoutFixture.state([.cart, .category(id: TestCatalog.coffee)])
        switch overlay {
        case .help: _ = reduce(&state, .help(.opened))
        case .log: _ = reduce(&state, .log(.opened))
        case .prompt: _ = reduce(&state, .prompt(.searchRequested))
        case .placingOrder: break
        }
        #expect(state.overlay == overlay)
        return state
    }

    @Test(arguments: Overlay.allCases)
    func theRouterLetsThroughWhatTheTableSays(overlay: Overlay) {
        for action in Self.actions {
            #expect(
                overlay.admits(action) == Self.letThrough(action).contains(overlay),
                "\(action) under \(overlay)")
        }
    }

    @Test(arguments: Overlay.allCases)
    func noKeyGetsPastAnOverlay(overlay: Overlay) throws {
        let state = try Self.state(overlay)
        var answered = 0
        for key in KeyBindingsTests.keys {
            guard let action = KeyMap.action(for: key, in: state, size: Self.size) else {
                continue
            }
            answered += 1
            #expect(
                Self.letThrough(action).contains(overlay),
                "\(KeyName.of(key)) under \(overlay) gives \(action)")
        }
        #expect(answered > 0, "no key acts under \(overlay): the test would prove nothing")
    }

    /// A binding an overlay's context shows in the help must be one the overlay lets through,
    /// or its key would silently do nothing.
    @Test(arguments: Overlay.allCases)
    func everyBindingOfAnOverlayIsLetThrough(overlay: Overlay) {
        for binding in KeyBindings.table where binding.context == overlay.keyContext {
            for key in KeyBindingsTests.keys where binding.answers(key) {
                guard let action = binding.action(key) else { continue }
                #expect(
                    Self.letThrough(action).contains(overlay),
                    "\(binding.keyNames) under \(overlay) is bound to \(action)")
            }
        }
    }

    @Test(arguments: Overlay.allCases)
    func noClickOrWheelGetsPastAnOverlay(overlay: Overlay) throws {
        let state = try Self.state(overlay)
        let kinds: [MouseEvent.Kind] = [.press(.left), .wheelUp, .wheelDown]
        var answered = 0
        var leaks: [String] = []
        for row in 0..<Self.size.rows {
            for column in 0..<Self.size.columns {
                for kind in kinds {
                    let event = MouseEvent(kind, row: row, column: column)
                    guard let action = MouseMap.action(for: event, in: state, size: Self.size)
                    else { continue }
                    answered += 1
                    if !Self.letThrough(action).contains(overlay) {
                        leaks.append("\(kind) at \(row),\(column) gives \(action)")
                    }
                }
            }
        }
        // One issue for all the cells, not one per cell.
        #expect(leaks.isEmpty, "\(leaks.count) past \(overlay), first: \(leaks.prefix(3))")
        // Help and the log have hints to click (and help a wheel); while an order is placed
        // and in a prompt the mouse does nothing at all.
        let acts = overlay == .help || overlay == .log
        #expect((answered > 0) == acts, "\(answered) mouse events act under \(overlay)")
    }

    /// Without an overlay the same clicks do reach the screen, so the test above is not
    /// passing on a state where nothing is clickable.
    @Test func theSameScreenWithoutAnOverlayTakesClicks() throws {
        let state = try CheckoutFixture.state([.cart, .category(id: TestCatalog.coffee)])
        #expect(state.overlay == nil)
        let actions = (0..<Self.size.rows).compactMap { row in
            MouseMap.action(
                for: MouseEvent(.press(.left), row: row, column: 2), in: state, size: Self.size)
        }
        #expect(actions.contains(.mouse(.rowClicked(1))))
        #expect(actions.contains(.navigation(.breadcrumbChosen(depth: 0))))
    }

    /// Handed straight to the reducer, an action the overlay does not let through changes
    /// nothing but what every action does (the notice and type-ahead end), and asks for no
    /// effect.
    @Test(arguments: Overlay.allCases)
    func noActionGetsPastAnOverlayInTheReducer(overlay: Overlay) throws {
        let before = try Self.state(overlay)
        var expected = before
        expected.notice = nil
        expected.typedPrefix = ""
        for action in Self.actions where !Self.letThrough(action).contains(overlay) {
            var state = before
            let effects = reduce(&state, action)
            #expect(effects.isEmpty, "\(action) under \(overlay)")
            // Compared first, so a failure names the action rather than dumping two states.
            let unchanged = state == expected
            #expect(unchanged, "\(action) under \(overlay) changed the state")
        }
    }

    /// And what it does let through acts: each overlay's own closing action closes it.
    @Test func anOverlaysOwnActionsReachTheReducer() throws {
        let closes: [(Overlay, AppAction)] = [
            (.help, .help(.closed)), (.log, .log(.closed)), (.prompt, .prompt(.cancelled)),
        ]
        for (overlay, action) in closes {
            var state = try Self.state(overlay)
            _ = reduce(&state, action)
            #expect(state.overlay == nil, "\(action) under \(overlay)")
        }
        var placing = try Self.state(.placingOrder)
        #expect(reduce(&placing, .navigation(.quitRequested)) == [.quit])
    }
}
