import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Damaged checkout drafts and list positions in `navigation.json`: they cost the draft or the
/// field, never the session; fields come back as typing could have made them; positions are
/// clamped.
@Suite("Bad session files: drafts and positions", .timeLimit(.minutes(10)))
struct BadFileDraftTests {
    typealias C = SessionCorpus

    /// A draft of the right shape with bad values (out-of-range cursors, hostile or over-long
    /// text, unknown countries, methods and focus, card details a hand edit put in) comes back
    /// clamped and cleaned, with the session, and never brings card details back. (A draft of
    /// the wrong shape is damage: `BadFileShapeTests`.)
    @Test(arguments: [
        ("null", false),
        (#"{"shipping":{"name":{"text":"Ada","cursor":-5}},"payment":{}}"#, true),
        (#"{"shipping":{"name":{"text":"Ada","cursor":1000000000}},"payment":{}}"#, true),
        (
            #"{"shipping":{"name":{"text":"Ada","maxLength":-1},"city":{"text":"Rome","maxLength":1000000000}},"#
                + #""payment":{}}"#, true
        ),
        (
            #"{"shipping":{"name":{"text":"\#(String(repeating: "é", count: 10_240))"}},"payment":{}}"#,
            true
        ),
        (
            #"{"shipping":{"name":{"text":"\u001b[31mA\u202e\n\tL"},"countryCode":"XX","focus":"no"},"payment":{}}"#,
            true
        ),
        (#"{"shipping":{"countryCode":"us"},"payment":{"method":"bitcoin","focus":"cvc"}}"#, true),
        (
            #"""
            {"shipping":{},"payment":{"method":"card","focus":"cvc","number":{"text":"4242 4242 4242 4242"},
             "expiry":{"text":"12/30"},"cvc":{"text":"987"}},"number":"4242424242424242"}
            """#, true
        ),
    ])
    func damagedDraftStillRestoresTheSession(checkout: String, keepsDraft: Bool) throws {
        let document = try #require(C.read(C.file(#","checkout":\#(checkout)"#)).document)
        #expect(document.path == [.cart])
        #expect((document.checkout != nil) == keepsDraft)
        let draft = document.checkout ?? CheckoutDraft()
        let limits: [(TextField, Int)] = [
            (draft.shipping.name, 60), (draft.shipping.email, 80), (draft.shipping.street, 80),
            (draft.shipping.city, 50), (draft.shipping.postalCode, 12),
        ]
        for (field, limit) in limits {
            #expect(field.maxLength == limit)
            #expect(field.text.count <= limit)
            #expect((0...field.text.count).contains(field.cursor))
            #expect(field.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable))
        }
        #expect(draft.shipping.countryCode == nil || draft.shipping.country != nil)
        #expect(!draft.payment.hasCardDetails)
        let (state, canvas) = try C.restoreAndDraw(document)
        #expect(state.path.routes == [.cart])
        #expect(!state.draft.payment.hasCardDetails)
        #expect(
            !String(
                decoding: try #require(SessionRestore.document(for: state).encoded()), as: UTF8.self
            )
            .contains("4242"))
        #expect(C.undrawable(in: canvas).isEmpty)
    }

    /// A saved field comes back as typing could have made it: cleaned, cut to the form's
    /// limit, the cursor clamped into the text (at the end when missing).
    @Test(arguments: [
        (#"{"text":"Ada","cursor":-5}"#, "Ada", 0),
        (#"{"text":"Ada","cursor":1000000000}"#, "Ada", 3),
        (#"{"text":"Ada"}"#, "Ada", 3),
        (#"{"text":"\u001b[31mAda\u202e\n\tL","cursor":4}"#, "[31mAda L", 4),
        (
            #"{"text":"\#(String(repeating: "é", count: 10_240))"}"#,
            String(repeating: "é", count: 60), 60
        ),
    ])
    func draftFieldsAreClampedAsTyped(field: String, text: String, cursor: Int) throws {
        let checkout = #"{"shipping":{"name":\#(field)},"payment":{}}"#
        let document = try #require(C.read(C.file(#","checkout":\#(checkout)"#)).document)
        #expect(
            document.checkout?.shipping.name == TextField(text: text, cursor: cursor, maxLength: 60)
        )
    }

    /// The form's own limit decides how much of a saved field comes back: a `maxLength` in the
    /// file (older builds wrote one; a hand edit may change it) never cuts the text.
    @Test(arguments: ["-1", "0", "2"])
    func theFilesMaxLengthDoesNotCutTheText(maxLength: String) throws {
        let checkout =
            #"{"shipping":{"name":{"text":"Ada","maxLength":\#(maxLength)}},"payment":{}}"#
        let document = try #require(C.read(C.file(#","checkout":\#(checkout)"#)).document)
        #expect(document.checkout?.shipping.name.text == "Ada")
    }

    /// Positions from the file are hints: out-of-range or negative whole numbers are clamped,
    /// and every list movement afterwards stays in range. (A position that is not a whole
    /// number, or lacks one, is damage: `BadFileShapeTests`.)
    @Test(arguments: [
        #"{"selected":9223372036854775807,"top":9223372036854775807}"#,
        #"{"selected":-9223372036854775808,"top":-9223372036854775808}"#,
        #"{"selected":-5,"top":-5}"#, #"{"selected":1e3,"top":0}"#,
        #"{"route":null,"selected":1,"top":0}"#,
    ])
    func absurdPositionsAreClamped(record: String) throws {
        let coffee = #"{"route":{"category":{"id":"coffee"}},"#
        let first = record.contains(#""route""#) ? record : coffee + record.dropFirst()
        let screens = "[\(first),\(record)]"
        let text = C.file(path: #"[{"category":{"id":"coffee"}}]"#, #","screens":\#(screens)"#)
        let document = try #require(C.read(text).document)
        var (state, canvas) = try C.restoreAndDraw(document)
        #expect(state.path.routes == [.category(id: "coffee")])
        #expect(C.undrawable(in: canvas).isEmpty)
        let count = try TestCatalog.catalog().productCount(in: TestCatalog.coffee)
        for move in [ListMove.down, .up, .pageDown, .pageUp, .last, .first, .up] {
            _ = reduce(&state, .list(.moved(move)))
            #expect((0..<count).contains(state.position.selected), "\(move)")
            #expect(state.position.top >= 0 && state.position.top <= state.position.selected)
            canvas = AppView.render(state, size: C.frameSize)
        }
        #expect(C.undrawable(in: canvas).isEmpty)
    }
}
