import AisleApp
import StateFiles
import Storefront
import TestSupport
import Testing

/// Nine catalogs' sessions at their bounds would not fit in what the next launch reads: the
/// other catalogs' sessions give way, least recently used first, and the open one never does.
@Suite("Sessions per catalog: size", .timeLimit(.minutes(10)))
struct CatalogSessionsSizeTests {
    /// A session at the bounds: 64 searches of 256 characters that JSON must escape (6 bytes
    /// each), every screen with a position.
    static func fullSession(_ catalog: String) -> SessionDocument {
        let routes = (0..<64).map { index in
            Route.search(query: "\(index)" + String(repeating: "\u{1}", count: 250))
        }
        var session = SessionDocument(
            path: routes,
            screens: routes.map { .init(route: $0, selected: 9, top: 3) })
        session.catalog = catalog
        return session
    }

    @Test func otherCatalogsGiveWayLeastRecentFirstAndTheFileStaysReadable() throws {
        var document = Self.fullSession("bundled")
        document.others = (1...8).map {
            CatalogSession(catalog: "/srv/shop-\($0).json", session: Self.fullSession("x"))
        }
        let limit = StateFile<SessionDocument>.sizeLimit
        let bytes = try #require(document.encoded())
        #expect(bytes.count <= limit)
        guard case .document(let read) = SessionDocument.read(bytes) else {
            throw TestFailure("does not read back")
        }
        #expect(read.path == document.path, "the open catalog's session is whole")
        #expect(!read.others.isEmpty, "some others still fit")
        #expect(read.others.count < 8, "but not all of them")
        #expect(
            read.others.map(\.catalog) == document.others.prefix(read.others.count).map(\.catalog),
            "the most recently used are the ones kept")
    }
}
