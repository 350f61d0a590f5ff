import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// A session field is said in a few places: `SessionDocument`'s property,
/// `SessionRestore.document(for:)` (the state to the document), `SessionDocument.Fields` (what
/// is written), the decoding `Body` and `SessionRestore.apply` (the document to the state).
/// One forgotten place makes the field quietly not come back after a relaunch; these tests
/// make it loud. `Persistence` compares whole documents, so it has no list to forget.
@Suite("Session fields", .timeLimit(.minutes(10)))
struct SessionFieldsTests {
    static let size = Size(columns: 80, rows: 24)
    static let kitchen = Route.category(id: Fixtures.kitchen)
    static let tee = Route.product(id: Fixtures.tee)

    /// What a file read finds rather than the app saves, and the merge of catalogs'
    /// sessions (`CatalogSessionsTests`): not set from a state.
    static let notFromTheState: Set<String> = ["catalog", "others", "unknownRouteIndex", "asRead"]

    /// A state in which every part of the session that the app saves holds something.
    static func richState() throws -> AppState {
        var state = AppState(
            catalog: try Fixtures.variantCatalog(), cart: Cart(), path: RoutePath([kitchen]))
        state.positions[nil] = ListPosition(selected: 1)
        state.history.visit([kitchen, tee], leaving: state.positions)
        state.changePath(.replace([kitchen, tee]))
        _ = reduce(&state, .cart(.variantStepped(by: 2)), size: size)
        state.promptHistory.record("mug", for: .search)
        state.draft.shipping.name = TextField(text: "Ada", maxLength: 60)
        return state
    }

    /// `document`'s properties that hold what a document made from nothing holds.
    static func defaulted(_ document: SessionDocument) -> [String] {
        let empty = Dictionary(
            Mirror(reflecting: SessionDocument(path: [], screens: [])).children.map {
                ($0.label ?? "", String(describing: $0.value))
            },
            uniquingKeysWith: { $1 })
        return Mirror(reflecting: document).children.compactMap { child in
            let label = child.label ?? ""
            guard !notFromTheState.contains(label) else { return nil }
            return empty[label] == String(describing: child.value) ? label : nil
        }
    }

    @Test func everyFieldOfTheRichStateIsSaved() throws {
        let document = SessionRestore.document(for: try Self.richState())
        #expect(
            Self.defaulted(document) == [],
            "set these in richState, or make SessionRestore.document(for:) save them")
    }

    @Test func everyFieldIsWrittenReadAndRestored() throws {
        let document = SessionRestore.document(for: try Self.richState())
        guard case .document(let read) = SessionDocument.read(try #require(document.encoded()))
        else { throw TestFailure("unreadable") }
        #expect(read == document, "written (SessionDocument.Fields) and read (its Body)")

        var restored = AppState(
            catalog: try Fixtures.variantCatalog(), cart: Cart(), path: RoutePath())
        #expect(SessionRestore.apply(read, to: &restored) == nil)
        #expect(SessionRestore.document(for: restored) == document, "put back (apply)")
    }

    @Test func anotherCatalogsSessionKeepsEveryField() throws {
        let document = SessionRestore.document(for: try Self.richState())
        let ours = SessionDocument(path: [], screens: [])
        let file = ours.saved(
            asCatalog: "bundled", beside: document.saved(asCatalog: "/srv/shop.json", beside: nil))
        guard case .document(let read) = SessionDocument.read(try #require(file.encoded()))
        else { throw TestFailure("unreadable") }
        var shop = try #require(read.session(forCatalog: "/srv/shop.json"))
        shop.catalog = nil
        #expect(shop == document)
    }

    /// A session read from a file is written back as read while unchanged (a newer build's
    /// keys in it kept) and anew as soon as any of its fields changes.
    @Test func aReadSessionIsWrittenAnewOnceItChanges() throws {
        let document = SessionRestore.document(for: try Self.richState())
        var text = String(decoding: try #require(document.encoded()), as: UTF8.self)
        text = text.replacing("\"format\"", with: "\"zoom\" : 2, \"format\"")
        guard case .document(var read) = SessionDocument.read(Array(text.utf8)) else {
            throw TestFailure("unreadable")
        }
        let kept = String(decoding: try #require(read.encoded()), as: UTF8.self)
        #expect(kept.contains("\"zoom\""))
        read.history?.visit([Self.kitchen])
        let anew = String(decoding: try #require(read.encoded()), as: UTF8.self)
        #expect(!anew.contains("\"zoom\""), "the history changed")
    }
}
