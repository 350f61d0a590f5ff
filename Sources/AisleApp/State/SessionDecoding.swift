import Navigation
import StateFiles
import Storefront

extension SessionDocument {
    /// Reads a `navigation.json`: the path is decoded leniently, so a route this build does
    /// not know (a newer build wrote it) truncates the path there instead of failing the file.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<SessionDocument> {
        switch ArchiveReading<Body>.read(bytes, expecting: header) {
        case .document(let body): .document(SessionDocument(body))
        case .foreign(let format): .foreign(format: format)
        case .newer(let version): .newer(version: version)
        case .corrupt(let reason): .corrupt(reason: reason)
        }
    }

    /// A session read from `decoder` by the rules of the top level (`CatalogSession` entries).
    static func decoded(from decoder: any Decoder) throws -> SessionDocument {
        SessionDocument(try Body(from: decoder))
    }

    /// The document `body` holds.
    private init(_ body: Body) {
        self.init(
            path: body.path.elements,
            screens: body.screens?.elements ?? [],
            checkout: body.checkout,
            unknownRouteIndex: body.path.firstFailure,
            totalRoutes: body.path.totalCount)
        catalog = body.catalog
        others = body.others?.elements ?? []
    }

    /// The fields beside the header; each entry of `others` is read with the same rules.
    private struct Body: Decodable, Sendable {
        var path: LenientArray<Route>
        var screens: LenientArray<SessionDocument.ScreenPosition>?
        var checkout: CheckoutDraft?
        var catalog: String?
        var others: LenientArray<CatalogSession>?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(LenientArray<Route>.self, forKey: .path)
            screens = try? container.decode(
                LenientArray<SessionDocument.ScreenPosition>.self, forKey: .screens)
            // A damaged draft costs the draft, not the session.
            checkout = try? container.decode(CheckoutDraft.self, forKey: .checkout)
            // Damaged catalog fields cost the other catalogs' sessions, not this one.
            catalog = try? container.decode(String.self, forKey: .catalog)
            others = try? container.decode(LenientArray<CatalogSession>.self, forKey: .others)
        }

        private enum CodingKeys: String, CodingKey {
            case path, screens, checkout, catalog, others
        }
    }
}
