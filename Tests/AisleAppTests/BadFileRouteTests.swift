import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Routes and fields in `navigation.json` this build does not know: the known prefix of the
/// path is restored, and extra fields at any level change nothing. (Routes of the wrong shape
/// are damage: `BadFileShapeTests`.)
@Suite("Bad session files: routes", .timeLimit(.minutes(10)))
struct BadFileRouteTests {
    typealias C = SessionCorpus

    /// A route whose case this build does not know (a newer build's screen) ends the path
    /// there: the routes before it are restored, the rest counted and skipped unread.
    @Test(arguments: [
        (#"[{"wishlist":{}},{"cart":{}}]"#, [Route](), 0, 2),
        (#"[{"cart":{}},{"wishlist":{"id":"w"}},{"orders":{}}]"#, [.cart], 1, 3),
        (#"[{"cart":{}},{"orders":{}},{"giftCard":{"code":"x"}}]"#, [.cart, .orders], 2, 3),
        (#"[{"cart":{}},{"wishlist":7},"what",{"new":{"shape":[1]}}]"#, [.cart], 1, 4),
        // A checkout step only a newer build has is that build's screen, like a new case.
        (#"[{"cart":{}},{"checkout":{"step":"giftWrap"}},{"orders":{}}]"#, [.cart], 1, 3),
        (
            #"[{"checkout":{"step":"shipping"}},{"checkout":{"step":"x"}}]"#,
            [.checkout(step: .shipping)], 1, 2
        ),
    ])
    func unknownRouteKeepsTheKnownPrefix(path: String, kept: [Route], index: Int, total: Int)
        throws
    {
        let document = try #require(C.read(C.file(path: path)).document)
        #expect(document.path == kept)
        #expect(document.unknownRouteIndex == index)
        #expect(document.totalRoutes == total)
        var cart = Cart()
        cart.add(TestCatalog.beans, stock: 12)
        var state = try TestCatalog.state(cart: cart)
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == kept)
        #expect(notice?.tone == .warning, "the user is told the rest was not restored")
    }

    /// Fields a newer build might add, at every level the file has, change nothing.
    @Test func extraFieldsAtEveryLevelAreIgnored() throws {
        let field = #"{"text":"Ada","cursor":1,"maxLength":60,"x":[1]}"#
        let text = #"""
            {"format":"aisle.navigation","version":1,"x":{"y":[null]},
             "path":[{"category":{"id":"coffee","x":1}},{"product":{"id":"p-01","x":{}}},{"cart":{"x":"y"}}],
             "screens":[{"route":{"cart":{"x":2}},"selected":1,"top":0,"x":true}],
             "checkout":{"x":1,"shipping":{"name":\#(field),"countryCode":"US","x":[],"focus":"city"},
                         "payment":{"method":"card","x":0}}}
            """#
        var draft = CheckoutDraft()
        draft.shipping.name = TextField(text: "Ada", cursor: 1, maxLength: 60)
        draft.shipping.countryCode = "US"
        draft.shipping.focus = .city
        draft.payment.method = .card
        draft.payment.focus = .number
        let expected = SessionDocument(
            path: [.category(id: "coffee"), .product(id: "p-01"), .cart],
            screens: [.init(route: .cart, selected: 1, top: 0)], checkout: draft)
        #expect(C.read(text) == .document(expected))
    }

    /// A checkout step or draft value this build does not know is a newer build's, never
    /// damage: the screen's position is skipped with it, and the draft's choices fall back to
    /// their defaults; the same fields of the wrong type are damage (`BadFileShapeTests`).
    @Test func unknownCheckoutValuesAreANewerBuildsNotDamage() throws {
        let text = #"""
            {"format":"aisle.navigation","version":1,"path":[{"cart":{}}],
             "screens":[{"route":{"checkout":{"step":"giftWrap"}},"selected":2,"top":0},
                        {"route":{"cart":{}},"selected":1,"top":0}],
             "checkout":{"shipping":{"focus":"giftNote"},"payment":{"method":"voucher",
                         "focus":"code"}}}
            """#
        let document = try #require(C.read(text).document)
        #expect(document.path == [.cart])
        #expect(document.screens == [.init(route: .cart, selected: 1, top: 0)])
        #expect(document.checkout?.shipping.focus == .name)
        #expect(document.checkout?.payment.method == .invoice)
        #expect(document.checkout?.payment.focus == .method)
        let wrongType = text.replacingOccurrences(of: #""giftNote""#, with: "3")
        #expect(C.read(wrongType) == .corrupt)
    }
}
