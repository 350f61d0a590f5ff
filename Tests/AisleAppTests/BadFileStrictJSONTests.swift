import AisleApp
import Navigation
import StateFiles
import Storefront
import TerminalUI
import Testing

/// Strict JSON in `navigation.json` (issue 4): invalid UTF-8, duplicate keys and raw control
/// bytes are corrupt anywhere; huge and hostile strings are data, restored and never drawn.
@Suite("Bad session files: strict JSON", .timeLimit(.minutes(10)))
struct BadFileStrictJSONTests {
    typealias C = SessionCorpus

    /// Issue 4: invalid UTF-8 is rejected wherever it is, also in a string no decoder reads
    /// (Foundation's decoder would not look there) and in the format tag (which must not make
    /// a damaged file look like someone else's).
    @Test(arguments: [
        C.file(path: #"[{"search":{"query":"caf\#u{FFFF}"}}]"#),
        C.file(path: #"[{"product":{"id":"p-\#u{FFFF}"}}]"#),
        C.file(#","extra":"\#u{FFFF}""#),
        #"{"format":"aisle.navigation\#u{FFFF}","version":1,"path":[]}"#,
        C.file(#","\#u{FFFF}":1"#),
    ])
    func invalidUTF8IsCorrupt(template: String) {
        for bytes in C.splicingBadUTF8(into: template) {
            #expect(C.read(bytes) == .corrupt)
        }
    }

    /// A file with a key twice is ambiguous (Foundation's decoder would take the first):
    /// issue 4 rejects duplicate keys, at any level.
    @Test(arguments: [
        C.file(path: #"[{"cart":{}}],"path":[{"orders":{}}]"#),
        C.file(path: #"[{"product":{"id":"p-01","id":"p-02"}}]"#),
        #"{"format":"aisle.navigation","format":"aisle.cart","version":1,"path":[]}"#,
        #"{"format":"aisle.navigation","version":1,"version":2,"path":[]}"#,
        C.file(#","screens":[{"selected":1,"selected":2,"top":0}]"#),
    ])
    func duplicateKeysAreCorrupt(text: String) {
        #expect(C.read(text) == .corrupt)
    }

    /// Raw control bytes inside a JSON string are not JSON (escaped ones are data): the file is
    /// damaged, not a newer build's route.
    @Test(arguments: [0x00, 0x07, 0x0A, 0x1B, 0x1F] as [UInt8])
    func rawControlBytesInStringsAreCorrupt(byte: UInt8) {
        let parts = C.file(path: #"[{"search":{"query":"a|b"}}]"#).split(separator: "|")
        let bytes = Array(parts[0].utf8) + [byte] + Array(parts[1].utf8)
        #expect(C.read(bytes) == .corrupt)
    }

    /// Half a megabyte of query: read as data (cut to `Route.maximumQueryLength`, as the
    /// prompt would have cut it), validated, searched and drawn without a crash.
    @Test func hugeQueryAndIdRestoreAndDraw() throws {
        let query = String(repeating: "coffee ", count: 500_000 / 7)
        let cut = String(query.prefix(Route.maximumQueryLength))
        let id = String(repeating: "p", count: 500_000)
        let text = C.file(
            path: #"[{"search":{"query":"\#(query)"}},{"product":{"id":"\#(id)"}}]"#)
        let document = try #require(C.read(text).document)
        #expect(document.path == [.search(query: cut), .product(id: ProductID(id))])
        let (state, canvas) = try C.restoreAndDraw(document)
        #expect(state.path.routes == [.search(query: cut)], "the product is not sold")
        #expect(state.notice?.tone == .warning)
        #expect(C.undrawable(in: canvas).isEmpty)
    }

    /// Escapes and bidi controls in ids and queries are data: decoded exactly, never stripped
    /// from the route, and never drawn.
    @Test(arguments: C.hostile)
    func hostileTextIsDataAndNeverDrawn(text: String) throws {
        let routes: [[Route]] = [
            [.search(query: "coffee " + text), .product(id: "p-01")],
            [.category(id: CategoryID(text))], [.search(query: text)],
            [.category(id: "coffee"), .product(id: ProductID(text))], [.seller(id: SellerID(text))],
            [.orders, .order(id: OrderID(text))],
        ]
        for path in routes {
            let saved = SessionDocument(
                path: path, screens: [.init(route: path.last, selected: 0, top: 0)])
            let bytes = try #require(saved.encoded())
            let document = try #require(C.read(bytes).document)
            #expect(document == saved)
            let (_, canvas) = try C.restoreAndDraw(document)
            #expect(C.undrawable(in: canvas).isEmpty, "\(path)")
        }
        // Raw (unescaped) UTF-8 of the format characters is valid JSON too.
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { return }
        let document = try #require(
            C.read(C.file(path: #"[{"search":{"query":"\#(text)"}}]"#)).document)
        #expect(document.path == [.search(query: text)])
    }
}
