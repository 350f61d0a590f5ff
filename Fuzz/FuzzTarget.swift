import AisleApp
import Navigation
import Storefront
import TerminalUI

/// libFuzzer's entry point: every input goes through the session decoder (and, when it decodes,
/// restore and a full frame), the cart and orders decoders, the JSON and Shopify CSV catalog
/// readers and HTML to text, link parsing, and the sanitiser and canvas.
/// Decoders must never crash; the sanitiser's and the canvas's promises are checked, and a
/// broken promise traps so that libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzChecks.session(bytes)
    FuzzChecks.userData(bytes)
    FuzzChecks.catalog(bytes)
    FuzzChecks.shopifyCSV(bytes)
    FuzzChecks.htmlText(String(decoding: bytes, as: UTF8.self))
    FuzzChecks.link(String(decoding: bytes, as: UTF8.self))
    FuzzChecks.text(String(decoding: bytes, as: UTF8.self))
    return 0
}

/// The checks one input runs through.
enum FuzzChecks {
    static let size = Size(columns: 80, rows: 24)

    static func session(_ bytes: [UInt8]) {
        guard case .document(let document) = SessionDocument.read(bytes) else { return }
        var state = FuzzFixture.state
        let notice = SessionRestore.apply(document, to: &state)
        state.notice = notice
        guard state.routeValidator.validPrefix(of: state.path.routes).problem == nil else {
            fatalError("restore kept a route that does not validate")
        }
        requireDrawable(AppView.render(state, size: size), "session frame")
        // What was restored must save and read back to the same path.
        let saved = SessionRestore.document(for: state)
        guard let bytes = saved.encoded(), case .document(let again) = SessionDocument.read(bytes),
            again.path == saved.path
        else { fatalError("a restored session does not read back") }
        // Restored positions are the file's numbers: the keys that move them must cope.
        for action in moves {
            _ = reduce(&state, action, size: size)
            requireDrawable(AppView.render(state, size: size), "frame after \(action)")
        }
    }

    /// A few keys' worth of actions after a restore: list moves at the edges, open, back.
    static let moves: [AppAction] = [
        .list(.moved(.down)), .list(.moved(.last)), .list(.moved(.pageUp)), .list(.opened),
        .navigation(.backRequested),
    ]

    static func userData(_ bytes: [UInt8]) {
        if case .document(let cart) = CartDocument.read(bytes),
            cart.lines.contains(where: { $0.quantity <= 0 })
        {
            fatalError("a cart with a non-positive quantity was read")
        }
        _ = OrdersDocument.read(bytes)
    }

    static func text(_ text: String) {
        let clean = TextSanitizer.clean(text)
        guard clean.unicodeScalars.allSatisfy(TextSanitizer.isDrawable) else {
            fatalError("clean left an undrawable scalar")
        }
        let shown = TextSanitizer.visible(text)
        guard shown.unicodeScalars.allSatisfy(TextSanitizer.isDrawable),
            DisplayWidth.of(shown) == DisplayWidth.of(text)
        else {
            fatalError("visible left an undrawable scalar or changed the width")
        }
        for width in [0, 1, 2, 7, 40] {
            let cut = TextLayout.truncate(clean, toWidth: width)
            let used = DisplayWidth.of(cut)
            guard used <= max(0, width) else { fatalError("truncate overflowed \(width)") }
        }
        var canvas = Canvas(size: size)
        canvas.write(text, row: 3, column: 5)
        canvas.write(text, row: 4, column: 70, width: 8)
        requireDrawable(canvas, "canvas")
    }

    /// Traps when any cell holds a scalar the sanitiser would not draw.
    static func requireDrawable(_ canvas: Canvas, _ what: String) {
        for cell in canvas.cells
        where !cell.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable) {
            fatalError(
                "\(what) holds an undrawable scalar: \(cell.text.unicodeScalars.map(\.value))")
        }
    }
}
