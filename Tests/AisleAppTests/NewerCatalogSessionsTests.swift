import AisleApp
import Navigation
import StateFiles
import Storefront
import TestSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Another catalog's session a newer build saved (screens this build does not know, fields it
/// does not have) is written back whole when this build saves its own: only the open
/// catalog's session is this build's to cut.
@Suite("Sessions per catalog: a newer build's", .timeLimit(.minutes(10)))
struct NewerCatalogSessionsTests {
    /// A session of `catalog` with a screen past the known prefix, a position on it and a field
    /// this build does not have.
    static func newerEntry(_ catalog: String) -> String {
        """
        "catalog":"\(catalog)","path":[{"category":{"id":"maps"}},{"wishlist":{"id":"w-1"}},\
        {"checkout":{"step":"giftWrap"}}],"screens":[{"route":{"wishlist":{"id":"w-1"}},\
        "selected":4,"top":1}],"gifts":{"note":"for Ada","wrap":true,"ribbons":[1,2.5,null]}
        """
    }

    static func read(_ text: String) throws -> SessionDocument {
        guard case .document(let document) = SessionDocument.read(Array(text.utf8)) else {
            throw TestFailure("not read as a document: \(text)")
        }
        return document
    }

    /// The file's JSON, parsed.
    static func json(_ bytes: [UInt8]?) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(try #require(bytes)))
    }

    /// `entry`'s members as one JSON object.
    static func object(_ entry: String) throws -> JSONValue {
        try json(Array("{\(entry)}".utf8))
    }

    static var ours: SessionDocument {
        SessionDocument(path: [.cart], screens: [.init(route: nil, selected: 1, top: 0)])
    }

    @Test func anotherCatalogsEntryIsWrittenBackAsItWasRead() throws {
        let file = try Self.read(
            """
            {"format":"aisle.navigation","version":1,"catalog":"bundled","path":[],
             "others":[{\(Self.newerEntry("/srv/shop.json"))}]}
            """)
        // What this build uses of it is the known prefix, as for the top level.
        let shop = try #require(file.session(forCatalog: "/srv/shop.json"))
        #expect(shop.path == [.category(id: "maps")])
        #expect(shop.unknownRouteIndex == 1)

        let saved = Self.ours.saved(asCatalog: "bundled", beside: file).encoded()
        guard case .object(let top) = try Self.json(saved), case .array(let others)? = top["others"]
        else { throw TestFailure("no others saved") }
        #expect(others == [try Self.object(Self.newerEntry("/srv/shop.json"))])
        #expect(top["path"] == .array([.object(["cart": .object([:])])]), "ours is ours")
    }

    /// The top level a newer build saved for another catalog moves beside ours whole.
    @Test func anotherCatalogsTopLevelMovesIntoOthersWhole() throws {
        let file = try Self.read(
            """
            {"format":"aisle.navigation","version":1,\(Self.newerEntry("/srv/new.json")),
             "others":[{"catalog":"bundled","path":[{"category":{"id":"tea"}}]}]}
            """)
        let saved = Self.ours.saved(asCatalog: "bundled", beside: file)
        #expect(saved.others.map(\.catalog) == ["/srv/new.json"])
        guard case .object(let top) = try Self.json(saved.encoded()),
            case .array(let others)? = top["others"]
        else { throw TestFailure("no others saved") }
        #expect(others == [try Self.object(Self.newerEntry("/srv/new.json"))])
    }

    /// `aisle reset --catalog` of the top level's catalog lifts the next session up whole.
    @Test func anEntryLiftedToTheTopLevelStaysWhole() throws {
        let file = try Self.read(
            """
            {"format":"aisle.navigation","version":1,"catalog":"bundled","path":[],
             "others":[{\(Self.newerEntry("/srv/shop.json"))}]}
            """)
        let removed = try #require(file.removingSession(ofCatalog: "bundled"))
        let rest = try #require(removed)
        guard case .object(var top) = try Self.json(rest.encoded()) else {
            throw TestFailure("not an object")
        }
        #expect(top.removeValue(forKey: "format") == .string("aisle.navigation"))
        #expect(top.removeValue(forKey: "version") == .integer(1))
        #expect(JSONValue.object(top) == (try Self.object(Self.newerEntry("/srv/shop.json"))))
    }

    /// A session read and then changed is this build's: written from what it holds.
    @Test func aChangedSessionIsWrittenAsChanged() throws {
        let file = try Self.read(
            """
            {"format":"aisle.navigation","version":1,"catalog":"bundled","path":[],
             "others":[{\(Self.newerEntry("/srv/shop.json"))}]}
            """)
        var shop = try #require(file.session(forCatalog: "/srv/shop.json"))
        shop.path.append(.cart)
        let bytes = try #require(shop.saved(asCatalog: "/srv/shop.json", beside: file).encoded())
        let saved = try Self.read(String(decoding: bytes, as: UTF8.self))
        #expect(saved.catalog == "/srv/shop.json")
        #expect(saved.path == [.category(id: "maps"), .cart])
        #expect(saved.unknownRouteIndex == nil)
        #expect(saved.others.map(\.catalog) == ["bundled"])
    }
}
