import AisleApp
import StateFiles
import Storefront
import TestSupport
import Testing

/// `navigation.json` with a session per catalog: the top level, and `others` beside it.
@Suite("Sessions per catalog", .timeLimit(.minutes(10)))
struct CatalogSessionsTests {
    static func read(_ text: String) throws -> SessionDocument {
        guard case .document(let document) = SessionDocument.read(Array(text.utf8)) else {
            throw TestFailure("not read as a document: \(text)")
        }
        return document
    }

    static func session(_ category: String, selected: Int = 0) -> SessionDocument {
        SessionDocument(
            path: [.category(id: CategoryID(category))],
            screens: [.init(route: nil, selected: selected, top: 0)])
    }

    @Test func aFileWithoutACatalogStillLoadsAndBelongsToWhicheverCatalogOpensIt() throws {
        let old = try Self.read(
            #"{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"tea"}}]}"#)
        #expect(old.catalog == nil)
        #expect(old.others.isEmpty)
        #expect(old.session(forCatalog: "bundled")?.path == [.category(id: "tea")])
        #expect(old.session(forCatalog: "/srv/shop.json")?.path == [.category(id: "tea")])
    }

    @Test func eachCatalogFindsItsOwnSessionAndNoOther() throws {
        let document = try Self.read(
            """
            {"format":"aisle.navigation","version":1,"catalog":"bundled",
             "path":[{"category":{"id":"tea"}}],
             "others":[{"catalog":"/srv/shop.json","path":[{"category":{"id":"maps"}}],
                        "screens":[{"route":null,"selected":1,"top":0}]}]}
            """)
        #expect(document.session(forCatalog: "bundled")?.path == [.category(id: "tea")])
        let shop = try #require(document.session(forCatalog: "/srv/shop.json"))
        #expect(shop.path == [.category(id: "maps")])
        #expect(shop.screens == [.init(route: nil, selected: 1, top: 0)])
        #expect(document.session(forCatalog: "/srv/new.json") == nil, "a new catalog: Home")
    }

    @Test func savingKeepsTheOtherCatalogsSessionsUntouchedAndRoundTrips() throws {
        var previous = Self.session("tea", selected: 2)
        previous.catalog = "bundled"
        previous.checkout = CheckoutDraft()
        let saved = Self.session("maps").saved(asCatalog: "/srv/shop.json", beside: previous)
        #expect(saved.catalog == "/srv/shop.json")
        #expect(saved.others.map(\.catalog) == ["bundled"])
        #expect(saved.others.first?.session.path == [.category(id: "tea")])
        #expect(saved.others.first?.session.screens == previous.screens)

        let reread = try Self.read(String(decoding: try #require(saved.encoded()), as: UTF8.self))
        #expect(reread == saved)
        // Back to the bundled catalog: its session comes back, the shop's moves beside it.
        let back = try #require(reread.session(forCatalog: "bundled"))
            .saved(asCatalog: "bundled", beside: reread)
        #expect(back.path == [.category(id: "tea")])
        #expect(back.others.map(\.catalog) == ["/srv/shop.json"])
        #expect(back.others.first?.session.path == [.category(id: "maps")])
    }

    @Test func atMostEightOtherSessionsAreKeptTheLeastRecentlyUsedDropped() throws {
        var previous = Self.session("top")
        previous.catalog = "/c/top.json"
        previous.others = (0..<SessionDocument.maximumOthers).map {
            CatalogSession(catalog: "/c/\($0).json", session: Self.session("c\($0)"))
        }
        let saved = Self.session("new").saved(asCatalog: "/c/new.json", beside: previous)
        #expect(SessionDocument.maximumOthers == 8)
        #expect(saved.others.count == 8)
        #expect(saved.others.first?.catalog == "/c/top.json", "the one just left is first")
        #expect(!saved.others.contains { $0.catalog == "/c/7.json" }, "the oldest is dropped")
        // Opening one of the others takes it out of `others`: nothing is dropped then.
        let reopened = Self.session("c3").saved(asCatalog: "/c/3.json", beside: previous)
        #expect(reopened.others.count == 8)
        #expect(!reopened.others.contains { $0.catalog == "/c/3.json" })
    }

    /// Wrong shape is damage wherever it is (as at the top level): the file is set aside whole,
    /// with the place named, rather than half-read and then overwritten without the others.
    @Test func aWrongShapedOthersListIsDamageNamedByPlace() throws {
        let bytes = Array(
            """
            {"format":"aisle.navigation","version":1,"catalog":"bundled",
             "path":[{"category":{"id":"tea"}}],"others":{"catalog":5}}
            """.utf8)
        guard case .corrupt(let reason) = SessionDocument.read(bytes) else {
            throw TestFailure("a wrong-shaped others list was read")
        }
        #expect(reason.contains("others"), "\(reason)")
    }

    @Test func removingOneCatalogsSessionKeepsTheRest() throws {
        var document = Self.session("tea")
        document.catalog = "bundled"
        document.others = [
            CatalogSession(catalog: "/a.json", session: Self.session("a")),
            CatalogSession(catalog: "/b.json", session: Self.session("b")),
        ]
        let withoutA = try #require(document.removingSession(ofCatalog: "/a.json") ?? nil)
        #expect(withoutA.catalog == "bundled")
        #expect(withoutA.others.map(\.catalog) == ["/b.json"])
        let withoutTop = try #require(document.removingSession(ofCatalog: "bundled") ?? nil)
        #expect(withoutTop.catalog == "/a.json", "the most recently used other moves up")
        #expect(withoutTop.path == [.category(id: "a")])
        #expect(withoutTop.others.map(\.catalog) == ["/b.json"])
        #expect(document.removingSession(ofCatalog: "/none.json") == nil)
        let alone = Self.session("tea")
        #expect(alone.removingSession(ofCatalog: "bundled") == .some(nil))
    }
}
