import Navigation
import StateFiles
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Audit row 20: every saved field is bounded where it enters (the search prompt, a link, a
/// saved file), so no session can grow past what the next launch reads back.
@Suite("Session bounds", .timeLimit(.minutes(10)))
struct SessionBoundsTests {
    typealias C = SessionCorpus
    static let bound = Route.maximumQueryLength

    /// A 600,000-character paste into the search prompt stops at the bound, says so, and
    /// searches for what fits; the session it leaves is a few kilobytes.
    @Test func aHugePasteIntoTheSearchPromptStopsAtTheBound() throws {
        var state = try TestCatalog.state()
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.paste(String(repeating: "kettle ", count: 85_715)))))
        let prompt = try #require(state.prompt)
        #expect(prompt.text.unicodeScalars.count == Self.bound)
        #expect(state.notice == Notice(prompt.fullNotice, tone: .warning))
        #expect(prompt.fullNotice == "Search text stops at 256 characters; the rest was left out")
        let canvas = AppView.render(state, size: C.frameSize)
        #expect(canvas.text(row: C.frameSize.rows - 2).contains("Search text stops at 256"))
        // One more key is refused the same way; Backspace makes room again.
        _ = reduce(&state, .prompt(.edited(.paste("x"))))
        #expect(state.prompt?.text == prompt.text)
        #expect(state.notice != nil)
        _ = reduce(&state, .prompt(.edited(.backspace)))
        _ = reduce(&state, .prompt(.edited(.paste("x"))))
        #expect(state.prompt?.text.hasSuffix("x") == true)
        #expect(state.notice == nil)
        _ = reduce(&state, .prompt(.submitted))
        guard case .search(let query) = state.screen else {
            Issue.record("not on a search: \(String(describing: state.screen))")
            return
        }
        #expect(query.unicodeScalars.count <= Self.bound)
        let saved = try #require(SessionRestore.document(for: state).encoded())
        #expect(saved.count < 4_096)
    }

    /// Typing is cut at a Character boundary: a flag is never split.
    @Test func theCutNeverSplitsACharacter() {
        var prompt = Prompt(.search, text: String(repeating: "a", count: Self.bound - 1))
        let flagLeftOut = prompt.insert("🇯🇵")
        #expect(flagLeftOut)
        #expect(prompt.text == String(repeating: "a", count: Self.bound - 1))
        let accentLeftOut = prompt.insert("é")
        #expect(!accentLeftOut)
        #expect(prompt.text.unicodeScalars.count == Self.bound)
    }

    /// A link (`aisle open`, the `:` prompt) with an over-long query opens the search for
    /// what fits.
    @Test func aLinksOverLongQueryIsCut() throws {
        var state = try TestCatalog.state()
        _ = state.follow([.search(query: String(repeating: "é", count: 600_000))])
        #expect(state.path.routes == [.search(query: String(repeating: "é", count: Self.bound))])
    }

    /// A saved query past the bound (an older Aisle wrote it) is cut on reading, like the
    /// draft's fields: the session still restores, at the cut query.
    @Test func anOverLongSavedQueryIsCutOnReading() throws {
        let long = String(repeating: "mug ", count: 25_000)
        let path = #"[{"search":{"query":"\#(long)"}}]"#
        let screens =
            #","screens":[{"route":{"search":{"query":"\#(long)"}},"selected":0,"top":0}]"#
        let document = try #require(C.read(C.file(path: path, screens)).document)
        let cut = Route.search(query: String(long.prefix(Self.bound)))
        #expect(document.path == [cut])
        #expect(document.screens.map(\.route) == [cut])
    }

    /// The worst session this build can write, every field at its bound with the most bytes
    /// each scalar can take, is far below what the reader accepts, and reads back whole.
    ///
    /// Bound: a route is at most a 256-scalar query at 6 bytes a scalar (`\u0001`) plus ~100
    /// bytes of keys and indentation ≈ 1.7 KB; 64 of them ≈ 109 KB. Each of the 65 positions
    /// repeats its route with two 19-digit numbers ≈ 1.8 KB, ≈ 118 KB. The draft is 282
    /// Characters of at most 32 scalars of at most 6 bytes ≈ 54 KB. The history holds at most
    /// 256 routes ≈ 435 KB; the prompt history 50 searches of 256 scalars and 50 links of 512,
    /// cleaned (no controls), at most 4 bytes a scalar ≈ 160 KB. Total under 900 KB, within the
    /// 1 MiB limit. (Catalog ids are the catalog's: they are as long as it makes them, and only
    /// the size check before saving bounds a session of absurd ids.)
    @Test func theWorstCaseSessionFitsAndReadsBack() throws {
        let filler = String(repeating: "\u{1}", count: Self.bound - 2)
        let routes = (0..<RoutePath<Route>.defaultMaxDepth).map { index -> Route in
            let tag = [index / 32, index % 32].compactMap { Unicode.Scalar(UInt32($0 + 1)) }
            return .search(query: String(String.UnicodeScalarView(tag)) + filler)
        }
        var state = AppState(catalog: try TestCatalog.catalog(), path: RoutePath(routes))
        #expect(state.path.count == 64)
        for screen in [nil] + routes.map(Optional.some) {
            state.positions[screen] = ListPosition(selected: .max, top: .max)
        }
        // One Character of four-byte scalars, longer than a Character may be.
        let heavy = "\u{1D158}" + String(repeating: "\u{1D167}", count: 40)
        var shipping = ShippingForm()
        for field in ShippingField.allCases {
            guard var text = shipping[field] else { continue }
            text.text = String(repeating: heavy, count: 100)
            #expect(
                text.text.unicodeScalars.count
                    == (text.maxLength ?? 0) * TextField.maximumScalarsPerCharacter)
            shipping[field] = text
        }
        shipping.countryCode = "US"
        state.draft.shipping = shipping
        state.draft.payment.method = .card
        state.draft.payment.focus = .number
        let visits =
            (0..<4).map { visit in
                routes.map { route -> Route in
                    guard case .search(let query) = route else { return route }
                    return .search(
                        query: String(query.unicodeScalars.prefix(2)) + "\(visit)"
                            + filler.dropFirst())
                }
            } + [routes]
        state.history = VisitHistory(entries: visits, index: 4)
        #expect(
            state.history.entries.joined().count == VisitHistory<Route, ListPosition>.maximumRoutes)
        let wide = "\u{10FFFD}"
        for index in 0..<PromptHistory.maximumEntries {
            let tag = String(index)
            state.promptHistory.record(
                tag + String(repeating: wide, count: Self.bound - tag.count), for: .search)
            state.promptHistory.record(
                tag + String(repeating: wide, count: PromptHistory.maximumEntryLength - tag.count),
                for: .link)
        }
        let document = SessionRestore.document(for: state)
        let bytes = try #require(document.encoded())
        #expect(bytes.count < 900_000, "\(bytes.count) bytes")
        #expect(bytes.count <= StateFile<SessionDocument>.sizeLimit)
        #expect(C.read(bytes) == .document(document))
        var restored = try TestCatalog.state()
        #expect(SessionRestore.apply(document, to: &restored) == nil)
        #expect(restored.path.routes == routes)
    }
}
