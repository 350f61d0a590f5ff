import Navigation
import StateFiles
import Storefront

extension SessionDocument {
    /// Reads a `navigation.json`: the path is decoded leniently, so a route this build does
    /// not know (a newer build wrote it) truncates the path there instead of failing the file.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<SessionDocument> {
        switch ArchiveReading<Body>.read(bytes, expecting: header) {
        case .document(let body):
            .document(
                SessionDocument(
                    path: body.path.elements,
                    screens: body.screens?.elements ?? [],
                    checkout: body.checkout,
                    unknownRouteIndex: body.path.firstFailure,
                    totalRoutes: body.path.totalCount))
        case .foreign(let format): .foreign(format: format)
        case .newer(let version): .newer(version: version)
        case .corrupt(let reason): .corrupt(reason: reason)
        }
    }

    private struct Body: Decodable, Sendable {
        var path: LenientArray<Route>
        var screens: LenientArray<SessionDocument.ScreenPosition>?
        var checkout: CheckoutDraft?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(LenientArray<Route>.self, forKey: .path)
            screens = try? container.decode(
                LenientArray<SessionDocument.ScreenPosition>.self, forKey: .screens)
            // A damaged draft costs the draft, not the session.
            checkout = try? container.decode(CheckoutDraft.self, forKey: .checkout)
        }

        private enum CodingKeys: String, CodingKey { case path, screens, checkout }
    }
}
