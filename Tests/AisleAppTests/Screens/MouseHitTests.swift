import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Mouse hit-testing against what the frame shows: each test finds its target in the rendered
/// text, clicks there, and checks the action, so a layout that drew one place and hit-tested
/// another would fail here. At 80×24 and 40×10.
@Suite(.timeLimit(.minutes(10))) struct MouseHitTests {
    static let sizes = ScreenTests.sizes
    static let tea = Route.category(id: "tea")

    /// The row and column where `text` is first drawn, found in the rendered frame.
    static func locate(
        _ text: String, in state: AppState, size: Size,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (row: Int, column: Int)? {
        for (row, line) in AppView.render(state, size: size).lines.enumerated() {
            if let range = line.range(of: text) {
                return (row, DisplayWidth.of(String(line[..<range.lowerBound])))
            }
        }
        Issue.record("\"\(text)\" is not on screen", sourceLocation: sourceLocation)
        return nil
    }

    static func click(
        _ text: String, in state: AppState, size: Size, offset: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppAction? {
        guard let place = locate(text, in: state, size: size, sourceLocation: sourceLocation)
        else { return nil }
        let event = MouseEvent(.press(.left), row: place.row, column: place.column + offset)
        return MouseMap.action(for: event, in: state, size: size)
    }

    @Test(arguments: sizes)
    func aClickOnARowNamesThatRow(size: Size) throws {
        let state = try ScreenFixture.state()
        #expect(Self.click("Desk", in: state, size: size) == .mouse(.rowClicked(1)))
        #expect(Self.click("Tea & Coffee", in: state, size: size) == .mouse(.rowClicked(0)))
    }

    /// In a scrolled list the row under the pointer is the one drawn there, not its offset.
    @Test(arguments: sizes)
    func aClickInAScrolledListUsesTheScroll(size: Size) throws {
        var state = try ScreenFixture.state([Self.tea])
        _ = AisleApp.reduce(&state, .list(.moved(.last)), size: size)
        _ = AisleApp.reduce(&state, .list(.moved(.up)), size: size)
        // Row 24 is "Loose Leaf Tea No. 25" at $15.25 (rows 0–2 are the named products, 3…
        // are No. 4…), the last row No. 26 at $15.50.
        #expect(Self.click("$15.25", in: state, size: size) == .mouse(.rowClicked(24)))
        #expect(Self.click("$15.50", in: state, size: size) == .mouse(.rowClicked(25)))
    }

    @Test(arguments: sizes)
    func theScrollBarHeadingsAndBlankRowsAreNothing(size: Size) throws {
        let state = try ScreenFixture.state([Self.tea])
        let list = Screens.current(state).layout(in: AppView.body(size)).list
        let onBar = MouseEvent(.press(.left), row: list.row, column: list.column + list.width - 1)
        #expect(MouseMap.action(for: onBar, in: state, size: size) == nil)
        #expect(Self.click("Price", in: state, size: size) == nil)
        #expect(Self.click("products", in: state, size: size) == nil)
        let blank = MouseEvent(.press(.left), row: 1, column: 3)
        #expect(MouseMap.action(for: blank, in: state, size: size) == nil)
        // A list shorter than the screen: below its last row is nothing.
        let home = try ScreenFixture.state()
        let below = MouseEvent(.press(.left), row: size.rows - 2, column: 5)
        #expect(MouseMap.action(for: below, in: home, size: size) == nil)
    }

    @Test(arguments: sizes)
    func breadcrumbsGoBackAndTheCurrentOneDoesNothing(size: Size) throws {
        let state = try ScreenFixture.state([Self.tea, .product(id: "p-05")])
        #expect(
            Self.click("1 Home", in: state, size: size, offset: 2)
                == .navigation(.breadcrumbChosen(depth: 0)))
        if size.columns >= 80 {
            #expect(
                Self.click("2 Tea", in: state, size: size)
                    == .navigation(.breadcrumbChosen(depth: 1)))
            #expect(Self.click("3 Loose", in: state, size: size) == nil)
            #expect(Self.click(" › 2", in: state, size: size, offset: 1) == nil)
        } else {
            // At 40 columns the middle crumb is elided: its "…" leads nowhere.
            #expect(Self.click("…", in: state, size: size) == nil)
        }
    }

    @Test(arguments: sizes)
    func theCartSummaryOpensTheCart(size: Size) throws {
        let state = try ScreenFixture.state(cart: [CartLine(product: "p-01", quantity: 1)])
        #expect(Self.click("Cart 1", in: state, size: size) == .navigation(.cartRequested))
        let onCart = try ScreenFixture.state(
            [.cart], cart: [CartLine(product: "p-01", quantity: 1)])
        #expect(Self.click("Cart 1", in: onCart, size: size) == nil)
    }

    @Test(arguments: sizes)
    func keyHintsRunTheirKeys(size: Size) throws {
        let state = try ScreenFixture.state([Self.tea])
        #expect(Self.click("q quit", in: state, size: size) == .navigation(.quitRequested))
        #expect(Self.click("? help", in: state, size: size, offset: 3) == .help(.opened))
        #expect(Self.click("← Home", in: state, size: size) == .navigation(.backRequested))
        // The gap between two hints is nothing.
        #expect(Self.click("  ? help", in: state, size: size) == nil)
        let cart = try ScreenFixture.state([.cart], cart: [CartLine(product: "p-01", quantity: 1)])
        #expect(Self.click("⏎ checkout", in: cart, size: size) == .cart(.checkoutRequested))
    }

    /// A notice or an open prompt is not hints: a click on the bottom line does nothing.
    @Test(arguments: sizes)
    func theBottomLineWithoutHintsIsNothing(size: Size) throws {
        var state = try ScreenFixture.state([Self.tea])
        _ = AisleApp.reduce(&state, .prompt(.searchRequested), size: size)
        let bottom = MouseEvent(.press(.left), row: size.rows - 1, column: 2)
        #expect(MouseMap.action(for: bottom, in: state, size: size) == nil)
        var noticed = try ScreenFixture.state([.product(id: "p-05")])
        _ = AisleApp.reduce(&noticed, .cart(.addRequested), size: size)
        #expect(noticed.notice != nil)
        #expect(MouseMap.action(for: bottom, in: noticed, size: size) == nil)
    }

    @Test(arguments: sizes)
    func aClickOnAFormRowFocusesThatField(size: Size) throws {
        var state = try ScreenFixture.state([.cart], cart: [CartLine(product: "p-01", quantity: 1)])
        _ = AisleApp.reduce(&state, .cart(.checkoutRequested), size: size)
        #expect(Self.click("City", in: state, size: size) == .form(.focusMoved(by: 3)))
        #expect(Self.click("Full name", in: state, size: size) == nil)
        _ = AisleApp.reduce(&state, .form(.focusMoved(by: 5)), size: size)
        #expect(state.draft.shipping.focus == .country)
        #expect(Self.click("Email", in: state, size: size) == .form(.focusMoved(by: -4)))
        #expect(Self.click("Shipping ›", in: state, size: size) == nil)
    }

    @Test(arguments: sizes)
    func paymentFieldsAreClickableOnlyWhenShown(size: Size) throws {
        var state = try ScreenFixture.state([.cart], cart: [CartLine(product: "p-01", quantity: 1)])
        _ = AisleApp.reduce(&state, .cart(.checkoutRequested), size: size)
        state.draft.shipping = CheckoutFixture.shipping()
        _ = AisleApp.reduce(&state, .form(.submitted), size: size)
        #expect(state.screen == .checkout(step: .payment))
        let row = FormLayout(area: AppView.body(size), fieldCount: 6).row(2)
        let expiry = MouseEvent(.press(.left), row: row, column: 4)
        // From "Pay by" Expiry is two fields on; choosing Card moves focus to the number, one.
        var steps = 2
        if state.draft.payment.method != .card {
            #expect(MouseMap.action(for: expiry, in: state, size: size) == nil)
            _ = AisleApp.reduce(&state, .form(.choiceChanged(by: 1)), size: size)
            steps = 1
        }
        #expect(
            MouseMap.action(for: expiry, in: state, size: size) == .form(.focusMoved(by: steps)))
        #expect(Self.click("Expiry", in: state, size: size) == .form(.focusMoved(by: steps)))
    }

    @Test(arguments: sizes)
    func theWheelScrollsTheListUnderThePointer(size: Size) throws {
        let state = try ScreenFixture.state([Self.tea])
        guard let place = Self.locate("No. 4", in: state, size: size) else { return }
        let down = MouseEvent(.wheelDown, row: place.row, column: place.column)
        let up = MouseEvent(.wheelUp, row: place.row, column: place.column)
        #expect(MouseMap.action(for: down, in: state, size: size) == .mouse(.listScrolled(by: 3)))
        #expect(MouseMap.action(for: up, in: state, size: size) == .mouse(.listScrolled(by: -3)))
        let overHeading = MouseEvent(.wheelDown, row: 2, column: 4)
        #expect(MouseMap.action(for: overHeading, in: state, size: size) == nil)
        let overTopBar = MouseEvent(.wheelDown, row: 0, column: 4)
        #expect(MouseMap.action(for: overTopBar, in: state, size: size) == nil)
    }

    @Test(arguments: sizes)
    func helpTakesTheWheelAndIgnoresClicks(size: Size) throws {
        var state = try ScreenFixture.state([Self.tea])
        _ = AisleApp.reduce(&state, .help(.opened), size: size)
        let body = MouseEvent(.press(.left), row: 5, column: 5)
        #expect(MouseMap.action(for: body, in: state, size: size) == nil)
        let wheel = MouseEvent(.wheelDown, row: 5, column: 5)
        #expect(MouseMap.action(for: wheel, in: state, size: size) == .mouse(.helpScrolled(by: 3)))
        #expect(Self.click("? close help", in: state, size: size) == .help(.closed))
    }

    @Test func otherButtonsReleasesAndATooSmallTerminalDoNothing() throws {
        let state = try ScreenFixture.state()
        let size = Size(columns: 80, rows: 24)
        for kind: MouseEvent.Kind in [
            .press(.right), .press(.middle), .release(.left), .release(nil),
        ] {
            #expect(
                MouseMap.action(for: MouseEvent(kind, row: 4, column: 4), in: state, size: size)
                    == nil)
        }
        let small = Size(columns: 39, rows: 10)
        #expect(
            MouseMap.action(
                for: MouseEvent(.press(.left), row: 4, column: 4), in: state, size: small) == nil)
        for (row, column) in [(-1, 4), (4, -1), (24, 4), (4, 80), (Int.max, Int.max)] {
            let outside = MouseEvent(.press(.left), row: row, column: column)
            #expect(MouseMap.action(for: outside, in: state, size: size) == nil)
        }
    }
}
