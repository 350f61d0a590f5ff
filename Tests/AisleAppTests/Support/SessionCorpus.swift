import AisleApp
import Navigation
import StateFiles
import Storefront
import TerminalUI

/// Issue 4's corpus of bad `navigation.json` files, shared by the `BadFile…Tests` suites: a
/// comparable reading, the files to damage, and a restore-and-draw check for whatever reads.
enum SessionCorpus {
    /// `ArchiveReading` reduced to a comparable value (corrupt reasons are prose).
    enum Outcome: Equatable {
        case document(SessionDocument)
        case foreign(String)
        case newer(Int)
        case corrupt

        var document: SessionDocument? {
            if case .document(let document) = self { document } else { nil }
        }
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        switch SessionDocument.read(bytes) {
        case .document(let document): .document(document)
        case .foreign(let format): .foreign(format)
        case .newer(let version): .newer(version)
        case .corrupt: .corrupt
        }
    }

    static func read(_ text: String) -> Outcome { read(Array(text.utf8)) }

    /// A compact file with `path` (JSON) and `rest` (more members, each starting with a comma).
    static func file(path: String = #"[{"cart":{}}]"#, _ rest: String = "") -> String {
        #"{"format":"aisle.navigation","version":1,"path":\#(path)\#(rest)}"#
    }

    /// A whole session as the app writes it: seven screens, positions, a typed-in draft.
    static let session: SessionDocument = {
        var draft = CheckoutDraft()
        draft.shipping.name = TextField(text: "Ada Lovelace", cursor: 3, maxLength: 60)
        draft.shipping.email = TextField(text: "ada@example.com", maxLength: 80)
        draft.shipping.street = TextField(text: "1 Main St", maxLength: 80)
        draft.shipping.city = TextField(text: "Springfield", maxLength: 50)
        draft.shipping.postalCode = TextField(text: "12345", maxLength: 12)
        draft.shipping.countryCode = "US"
        draft.shipping.focus = .city
        draft.payment.method = .card
        draft.payment.focus = .number
        let search = Route.search(query: "coffee")
        return SessionDocument(
            path: [
                .category(id: "coffee"), .product(id: "p-01"), .seller(id: "s-roast"), search,
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
            ],
            screens: [
                .init(route: nil, selected: 1, top: 0),
                .init(route: .category(id: "coffee"), selected: 2, top: 0),
                .init(route: .seller(id: "s-roast"), selected: 3, top: 1),
                .init(route: search, selected: 1, top: 0),
            ],
            checkout: draft)
    }()

    static let frameSize = Size(columns: 80, rows: 24)

    /// Restores `document` over the test catalog with one item in the cart (so checkout
    /// routes can be valid) and draws it at 80×24.
    static func restoreAndDraw(_ document: SessionDocument) throws -> (AppState, Canvas) {
        var cart = Cart()
        cart.add(TestCatalog.beans, stock: 12, price: 1850)
        var state = try TestCatalog.state(cart: cart)
        state.notice = SessionRestore.apply(document, to: &state)
        return (state, AppView.render(state, size: frameSize))
    }

    /// The scalars of `canvas` that the terminal must never receive.
    static func undrawable(in canvas: Canvas) -> [UInt32] {
        canvas.cells.flatMap {
            $0.text.unicodeScalars.filter { !TextSanitizer.isDrawable($0) }.map(\.value)
        }
    }

    /// Bytes that are not UTF-8, spliced where `\u{FFFF}` stands in `template`: a lone
    /// continuation byte, a truncated sequence, an overlong encoding, a surrogate, 0xFF.
    static func splicingBadUTF8(into template: String) -> [[UInt8]] {
        let parts = template.split(separator: "\u{FFFF}", omittingEmptySubsequences: false)
        return [[0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF]].map {
            Array(parts[0].utf8) + $0 + Array(parts[1].utf8)
        }
    }

    /// Text that would steer a terminal: escapes, C1 controls, bidi overrides and isolates,
    /// NUL, line breaks, tag characters.
    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}]0;pwned\u{7}", "\u{9B}31mred", "\u{202E}gpj.exe", "a\u{2066}b\u{2069}c",
        "\u{0}nul", "two\r\nlines", "\u{7F}del", "\u{85}next", "\u{FEFF}bom",
        "tag\u{E0041}\u{E007F}",
        "\u{200F}\u{061C}marks", "\u{1B}P+q\u{1B}\\",
    ]
}
