import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Issue 19, item 9: with the ASCII glyphs (a terminal whose locale is not UTF-8, or
/// `AISLE_ASCII=1`) no cell of any screen holds anything but printable ASCII, the interface's
/// own marks are their chosen ASCII forms, and what is drawn is where clicks land.
@Suite(.timeLimit(.minutes(10))) struct ASCIIScreenTests {
    static let sizes = ScreenTests.sizes

    /// Every screen of `ScreenTests`, then the help, a prompt with typed CJK, the checkout
    /// steps, an order and the list of orders, with a notice along the way.
    static func states() throws -> [(String, AppState)] {
        var states = try ScreenTests.cases.map { entry in
            (entry.name, try ScreenFixture.state(entry.routes, cart: entry.cart))
        }
        var help = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&help, .help(.opened))
        states.append(("help", help))
        var prompt = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&prompt, .prompt(.searchRequested))
        _ = reduce(&prompt, .prompt(.edited(.paste("抹茶 wh"))))
        states.append(("prompt", prompt))
        var notice = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-02")])
        _ = reduce(&notice, .cart(.addRequested))
        states.append(("notice", notice))
        var state = try CheckoutScreenTests.shippingFilled()
        states.append(("shipping", state))
        _ = reduce(&state, .form(.submitted))
        _ = reduce(&state, .form(.choiceChanged(by: 1)))
        CheckoutScreenTests.type("378282246310005", into: &state)
        states.append(("payment", state))
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        CheckoutScreenTests.type("1299", into: &state)
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        CheckoutScreenTests.type("1234", into: &state)
        _ = reduce(&state, .form(.submitted))
        states.append(("review", state))
        CheckoutFixture.place(&state, id: "A-261121-TEST", placedAt: "2026-11-21T17:24:16Z")
        states.append(("order", state))
        _ = reduce(&state, .navigation(.ordersRequested))
        states.append(("orders", state))
        return states.map { name, state in
            var ascii = state
            ascii.glyphs = .ascii
            return (name, ascii)
        }
    }

    @Test(arguments: sizes)
    func everyCellIsPrintableASCII(size: Size) throws {
        for (name, state) in try Self.states() {
            let canvas = AppView.render(state, size: size)
            for row in 0..<size.rows {
                for column in 0..<size.columns {
                    let text = canvas[row, column].text
                    #expect(
                        text.unicodeScalars.count == 1
                            && text.unicodeScalars.allSatisfy {
                                $0.value >= 0x20 && $0.value < 0x7F
                            },
                        "\(name) at \(size), row \(row) column \(column): \(text.debugDescription)")
                }
            }
        }
    }

    @Test func marksAreTheChosenASCII() throws {
        let size = Size(columns: 80, rows: 24)
        var state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-01")])
        state.glyphs = .ascii
        let product = AppView.render(state, size: size).lines
        #expect(product[0].hasPrefix(" 1 Home / 2 Tea & Coffee / 3 ???? Matcha Whisk  "))
        #expect(product.contains { $0.hasPrefix("> Sold by Leaf & Kettle - all") })
        #expect(product.last?.contains("<- Tea & Coffee") == true)
        #expect(product.last?.contains("Enter open") == true)
        state = try ScreenFixture.state([.category(id: "tea")])
        state.glyphs = .ascii
        let category = AppView.render(state, size: size).lines
        // Catalog text: an accent dropped, CJK a `?` per column, the long name cut with `...`.
        #expect(category.contains { $0.contains("Cafe Creme Blend, 340 g") })
        #expect(category.contains { $0.contains("???? Matcha Whisk") })
        #expect(
            category.contains {
                $0.contains("An Extraordinarily Long Product Name") && $0.contains("... ")
            })
        // The scroll bar: `#` for the rows on screen, `|` for the rest.
        #expect(category[4].hasSuffix("#") && category[22].hasSuffix("|"))
    }

    /// The bottom line's hints are measured as they are spelled, so a click on "Enter open"
    /// opens, and the breadcrumbs' columns are those of the ASCII separator.
    @Test func clicksLandOnTheASCIIText() throws {
        let size = Size(columns: 80, rows: 24)
        var state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-01")])
        state.glyphs = .ascii
        let canvas = AppView.render(state, size: size)
        let bottom = Array(canvas.lines[size.rows - 1])
        for (hint, columns) in BottomLine.hintLayout(state, width: size.columns) {
            #expect(String(bottom[columns]) == hint.keys + " " + hint.label)
        }
        let top = Array(canvas.lines[0])
        for (crumb, columns) in TopBar.layout(state, width: size.columns).crumbs {
            #expect(String(top[columns]) == ASCIIText.of(crumb.text))
        }
    }
}
