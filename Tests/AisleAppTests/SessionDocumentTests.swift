import AisleApp
import Navigation
import StateFiles
import Storefront
import Testing

@Suite("SessionDocument", .timeLimit(.minutes(10)))
struct SessionDocumentTests {
    /// `ArchiveReading` reduced to a comparable value (corrupt reasons are prose).
    enum Outcome: Equatable {
        case document(SessionDocument)
        case foreign(String)
        case newer(Int)
        case corrupt
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

    static let document = SessionDocument(
        path: [
            .category(id: "coffee"), .product(id: "p-01"), .seller(id: "s-roast"),
            .search(query: "crème / brûlée \"quoted\""), .cart, .checkout(step: .payment), .orders,
            .order(id: "o-1"),
        ],
        screens: [
            .init(route: nil, selected: 2, top: 0),
            .init(route: .category(id: "coffee"), selected: 1, top: 1),
            .init(route: .search(query: "crème / brûlée \"quoted\""), selected: 7, top: 3),
        ])

    @Test func roundTrips() throws {
        #expect(Self.read(try #require(Self.document.encoded())) == .document(Self.document))
        let empty = SessionDocument(path: [], screens: [])
        #expect(Self.read(try #require(empty.encoded())) == .document(empty))
    }

    @Test func encodingIsByteStable() throws {
        let first = try #require(Self.document.encoded())
        #expect(!first.isEmpty)
        #expect(first == (try #require(Self.document.encoded())))
        let copy = SessionDocument(path: Self.document.path, screens: Self.document.screens)
        #expect(try #require(copy.encoded()) == first)
    }

    @Test func savedFormIsReadableJSONWithTheHeader() throws {
        let text = String(
            decoding: try #require(SessionDocument(path: [.cart], screens: []).encoded()),
            as: UTF8.self)
        #expect(text.hasPrefix("{\n"))
        #expect(text.contains(#""format" : "aisle.navigation""#))
        #expect(text.contains(#""version" : 1"#))
        #expect(text.contains(#""cart" : {"#))
        let slashes = String(
            decoding: try #require(
                SessionDocument(path: [.search(query: "a/b")], screens: []).encoded()),
            as: UTF8.self)
        #expect(slashes.contains(#""query" : "a/b""#), "slashes are not escaped")
    }

    @Test func headerIsTheNavigationFormatVersionOne() {
        #expect(SessionDocument.header == ArchiveHeader(format: "aisle.navigation", version: 1))
    }

    @Test func initCountsThePathWhenNoTotalIsGiven() {
        #expect(SessionDocument(path: [.cart, .orders], screens: []).totalRoutes == 2)
        #expect(
            SessionDocument(path: [.cart], screens: [], unknownRouteIndex: 1, totalRoutes: 4)
                .totalRoutes == 4)
    }

    @Test func unknownRouteInTheMiddleTruncatesThere() {
        let json = """
            {"format":"aisle.navigation","version":1,
             "path":[{"category":{"id":"coffee"}},{"product":{"id":"p-01"}},{"wishlist":{"id":"w-1"}},
                     {"cart":{}},{"seller":{"id":"s-roast"}}],
             "screens":[{"selected":1,"top":0},{"route":{"category":{"id":"coffee"}},"selected":2,"top":0}]}
            """
        #expect(
            Self.read(json)
                == .document(
                    SessionDocument(
                        path: [.category(id: "coffee"), .product(id: "p-01")],
                        screens: [
                            .init(route: nil, selected: 1, top: 0),
                            .init(route: .category(id: "coffee"), selected: 2, top: 0),
                        ],
                        unknownRouteIndex: 2, totalRoutes: 5)))
    }

    @Test func unknownFirstRouteLeavesAnEmptyPath() {
        let json =
            #"{"format":"aisle.navigation","version":1,"path":[{"gift":{"step":"wrap"}},{"cart":{}}]}"#
        #expect(
            Self.read(json)
                == .document(
                    SessionDocument(path: [], screens: [], unknownRouteIndex: 0, totalRoutes: 2)))
    }

    @Test func missingScreensReadAsNone() {
        let json = #"{"format":"aisle.navigation","version":1,"path":[{"cart":{}}]}"#
        #expect(Self.read(json) == .document(SessionDocument(path: [.cart], screens: [])))
    }

    /// A position for a newer build's screen has nothing to restore (the path is cut before
    /// that screen); the records around it still count.
    @Test func screensOfAnUnknownScreenAreSkipped() {
        let json = """
            {"format":"aisle.navigation","version":1,"path":[{"cart":{}}],
             "screens":[{"selected":1,"top":0},{"route":{"wishlist":{}},"selected":1,"top":0},
                        {"route":{"cart":{}},"selected":3,"top":0}]}
            """
        #expect(
            Self.read(json)
                == .document(
                    SessionDocument(
                        path: [.cart],
                        screens: [
                            .init(route: nil, selected: 1, top: 0),
                            .init(route: .cart, selected: 3, top: 0),
                        ])))
    }

    /// Positions and the checkout draft are part of the document: when they have the wrong
    /// shape the file is damaged (set aside, named), never quietly trimmed and overwritten.
    @Test(arguments: [#""screens":7"#, #""checkout":[]"#, #""screens":[{"selected":"1","top":0}]"#])
    func damagedExtrasAreDamage(member: String) {
        let json = #"{"format":"aisle.navigation","version":1,"path":[{"cart":{}}],"# + member + "}"
        #expect(Self.read(json) == .corrupt)
    }

    @Test(arguments: [
        (#"{"format":"aisle.cart","version":1,"lines":[]}"#, Outcome.foreign("aisle.cart")),
        (#"{"version":1,"path":[]}"#, .foreign("no format tag")),
        (#"{"format":"aisle.navigation","version":2,"path":"something new"}"#, .newer(2)),
        (#"{"format":"aisle.navigation","version":1}"#, .corrupt),
        (#"{"format":"aisle.navigation","version":1,"path":{}}"#, .corrupt),
        (#"{"format":"aisle.navigation","path":[]}"#, .corrupt),
        (#"{"format":"aisle.navigation","version":1,"path":["#, .corrupt),
        ("", .corrupt),
    ])
    func outcomes(json: String, outcome: Outcome) {
        #expect(Self.read(json) == outcome)
    }
}
