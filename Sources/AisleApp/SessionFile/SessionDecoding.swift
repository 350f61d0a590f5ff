import Navigation
import StateFiles
import Storefront
import TerminalUI

extension SessionDocument {
    /// Reads a `navigation.json`. A route whose case this build does not know (a newer build
    /// wrote it) truncates the path there; anything else of the wrong shape — a field of the
    /// wrong type, a missing one, a route that is not one case — makes the file damaged, with
    /// a reason that names the place (`path[1].category.id is a number, expected a string`),
    /// so it is set aside rather than misread and overwritten. A value of the right shape that
    /// is too long (a search query past `Route.maximumQueryLength`, a draft field past its
    /// form's limit) is cut, as typing it would have been.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<SessionDocument> {
        switch ArchiveReading<Read>.read(bytes, expecting: header) {
        case .document(let read): .document(read.document)
        case .foreign(let format): .foreign(format: format)
        case .newer(let version): .newer(version: version)
        case .corrupt(let reason): .corrupt(reason: reason)
        }
    }

    /// A session read from `decoder` by the rules of the top level (`CatalogSession` entries).
    static func decoded(from decoder: any Decoder) throws -> SessionDocument {
        try Read(from: decoder).document
    }

    /// The document `body` holds, whose own fields were spelled `asRead`.
    private init(_ body: Body, asRead: [String: JSONValue]) {
        self.init(
            path: body.path.routes.map(\.bounded),
            screens: body.screens?.compactMap(\.position) ?? [],
            checkout: body.checkout,
            unknownRouteIndex: body.path.firstUnknown,
            totalRoutes: body.path.totalCount)
        prompts = body.prompts ?? PromptHistory()
        history = body.history?.history
        seen = body.seen?.value
        catalog = body.catalog
        others = body.others ?? []
        self.asRead = AsRead(spelling: asRead, fields: Fields(self))
    }

    /// A session read twice: by the rules (which decide whether it is damaged, and what this
    /// build restores), and as plain JSON, to be written back as it was.
    private struct Read: Decodable, Sendable {
        var document: SessionDocument

        init(from decoder: any Decoder) throws {
            let body = try Body(from: decoder)
            guard case .object(var fields) = try JSONValue(from: decoder) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "is not an object"))
            }
            for key in ["format", "version", "catalog", "others"] { fields[key] = nil }
            document = SessionDocument(body, asRead: fields)
        }
    }

    /// The fields beside the header; each entry of `others` is read with the same rules.
    private struct Body: Decodable, Sendable {
        var path: SavedPath<Route>
        var screens: [SavedScreen]?
        var checkout: CheckoutDraft?
        /// What was entered into the prompts; none in files from before prompts kept one.
        var prompts: PromptHistory?
        /// The screens visited; none in files from before `[` and `]`.
        var history: SavedHistory?
        /// What the product screens on the path showed; none in older files, and none when
        /// it cannot be read (it only ever adds a notice).
        var seen: SeenProducts.Lenient?
        /// The catalog the top-level session belongs to; none in files from before sessions
        /// were kept per catalog.
        var catalog: String?
        /// Other catalogs' sessions, read by the same rules, most recent first.
        var others: [CatalogSession]?
    }

    /// One `screens` record; `nil` position when its route is a case only a newer build knows
    /// (that screen is past where the path was cut, so it has nothing to restore).
    struct SavedScreen: Decodable, Sendable {
        var position: ScreenPosition?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let route = try container.decodeIfPresent(SavedCase<Route>.self, forKey: .route)
            let selected = try container.wholeNumber(forKey: .selected)
            let top = try container.wholeNumber(forKey: .top)
            // An order a newer build added reads as catalog order; a filter is cut like a query.
            let order = try container.decodeIfPresent(String.self, forKey: .order)
                .flatMap(ProductOrder.init(rawValue:))
            let filter = try container.decodeIfPresent(String.self, forKey: .filter).map {
                Route.prefix(of: TextSanitizer.clean($0), scalars: Route.maximumQueryLength)
            }
            switch route {
            case nil: position = ScreenPosition(route: nil, selected: selected, top: top)
            case .known(let route)?:
                position = ScreenPosition(route: route.bounded, selected: selected, top: top)
            case .unknown?: position = nil
            }
            position?.order = order
            position?.filter = filter?.isEmpty == false ? filter : nil
            // A variant id is held to the id rule; SessionRestore checks the product has it.
            position?.variant = try container.decodeIfPresent(String.self, forKey: .variant)
                .flatMap { Catalog.isValidID($0) ? ProductID($0) : nil }
        }

        private enum CodingKeys: String, CodingKey {
            case route, selected, top, order, filter, variant
        }
    }
}

extension KeyedDecodingContainer {
    /// A whole number at `key`. One that is written as a fraction or is too large for an `Int`
    /// is damage like a string would be, but named as such: Foundation's own error for it
    /// does not say where it is.
    func wholeNumber(forKey key: Key) throws -> Int {
        if let value = try? decode(Int.self, forKey: key) { return value }
        if let value = try? decode(Double.self, forKey: key) {
            let what = value.rounded() == value ? "too large" : "not a whole number"
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath + [key], debugDescription: "is \(what)"))
        }
        return try decode(Int.self, forKey: key)
    }
}
