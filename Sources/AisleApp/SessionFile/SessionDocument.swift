import Navigation
import StateFiles
import Storefront

/// The saved navigation session, as it sits in `navigation.json`: the path and the list
/// position of each screen on it, the screens visited (for `[` and `]`) and what was entered
/// into the prompts. Never cart contents, never card data.
///
/// `{"format":"aisle.navigation","version":1,"catalog":"bundled",
///   "path":[{"category":{"id":"coffee"}}],"screens":[{"route":null,"selected":3,"top":0}, …],
///   "history":{"entries":[[],[{"category":{"id":"coffee"}}]],"at":1,"screens":[[…],[]]},
///   "prompts":{"search":["mug"],"link":["product/p-1"]},
///   "seen":{"currency":"USD","products":[{"id":"p-1","price":1850,"stock":12}]},
///   "others":[{"catalog":"/home/ada/shop.json","path":[…],"screens":[…]}]}`
///
/// `history` and `prompts` are optional too: an older build reading them ignores them (and
/// drops them when it saves); a file without them restores a history of the path alone.
/// `seen` (the price and stock each product screen on the path showed, `SeenProducts`) is
/// optional and read leniently: without it a session restores without "what changed" notices.
///
/// The top level is the session of `catalog`; `others` holds other catalogs' sessions
/// (`SessionDocument+Catalogs.swift`). Both fields are optional, so the version stays 1: a
/// file without them is read as before, and an older build reading a newer file restores the
/// top level as it always did (it only drops `others` when it saves).
public struct SessionDocument: Equatable, Sendable {
    /// What this build writes and reads.
    public static let header = ArchiveHeader(format: "aisle.navigation", version: 1)

    /// The routes, bottom first.
    public var path: [Route]
    /// List positions by screen (`nil` route is Home).
    public var screens: [ScreenPosition]
    /// What was typed into checkout; card details are never part of it.
    public var checkout: CheckoutDraft?
    /// What was entered into the prompts (search words, links), for ↑/↓; `"prompts"`, left
    /// out when empty. Never anything typed into checkout.
    public var prompts = PromptHistory()
    /// The screens visited, for `[` and `]`, with the positions each entry left had;
    /// `"history"` (`SavedHistory`), left out in files from before it.
    public var history: VisitHistory<Route, ListPosition>?
    /// The price and stock the product screens on the path showed when it was saved; `"seen"`,
    /// left out when there are none.
    public var seen: SeenProducts?
    /// The catalog this session belongs to (its key: "bundled", or the catalog file's resolved
    /// path); `nil` in files saved before sessions were kept per catalog, and such a session
    /// belongs to the catalog an older Aisle opened (`adopting(untaggedAs:)`).
    public var catalog: String?
    /// The sessions of other catalogs, most recently used first, kept as they were read (see
    /// `SessionDocument+Catalogs.swift`).
    public var others: [CatalogSession] = []
    /// Set when decoding stopped at a route this build does not know: its index in `path`.
    public var unknownRouteIndex: Int?
    /// How many routes the file held, including any this build could not read.
    public var totalRoutes: Int
    /// This session's own fields exactly as a file spelled them, with what this build read
    /// them as (`SessionDocument.AsRead`); empty for a session made here.
    var asRead = AsRead()

    /// One screen's list position.
    public struct ScreenPosition: Codable, Equatable, Sendable {
        /// The screen; `nil` is Home.
        public var route: Route?
        /// The highlighted row.
        public var selected: Int
        /// The first visible row.
        public var top: Int
        /// A product list's order, when not the catalog's; absent in files from before `s`.
        public var order: ProductOrder?
        /// A product list's filter words, when it has some.
        public var filter: String?
        /// A product page's chosen variant, when one was chosen.
        public var variant: ProductID?

        /// A position record.
        public init(
            route: Route?, selected: Int, top: Int, order: ProductOrder? = nil,
            filter: String? = nil, variant: ProductID? = nil
        ) {
            self.route = route
            self.selected = selected
            self.top = top
            self.order = order
            self.filter = filter
            self.variant = variant
        }
    }

    /// A document for `path` and `screens`.
    public init(
        path: [Route], screens: [ScreenPosition], checkout: CheckoutDraft? = nil,
        unknownRouteIndex: Int? = nil, totalRoutes: Int? = nil
    ) {
        self.path = path
        self.screens = screens
        self.checkout = checkout
        self.unknownRouteIndex = unknownRouteIndex
        self.totalRoutes = totalRoutes ?? path.count
    }

    /// The saved form (`ArchiveEnvelope`), or nil if encoding failed and nothing must be saved.
    ///
    /// When the file would be larger than `limit` (what the next launch reads), the history of
    /// screens visited gives way first (a convenience: a session of very long ids could
    /// otherwise stay unsaveable after the path itself is short again), then the products'
    /// fingerprints (another), then other catalogs' sessions, least recently used first: the
    /// path of the catalog in use is never lost. A session unchanged since it was read is
    /// written as it was read, whole.
    public func encoded(limit: Int = StateFile<SessionDocument>.sizeLimit) -> [UInt8]? {
        var kept = others
        var own = ownFields
        while true {
            let body = Body(own: own, catalog: catalog, others: kept.isEmpty ? nil : kept)
            guard let bytes = ArchiveEnvelope.encode(body, header: Self.header) else { return nil }
            if bytes.count <= limit { return bytes }
            if case .fields(var fields) = own, fields.history != nil || fields.seen != nil {
                if fields.history != nil { fields.history = nil } else { fields.seen = nil }
                own = .fields(fields)
            } else if kept.isEmpty {
                return bytes
            } else {
                kept.removeLast()
            }
        }
    }

    /// The fields beside the header: the session's own, `catalog` and `others`.
    private struct Body: Encodable {
        var own: OwnFields
        var catalog: String?
        var others: [CatalogSession]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(catalog, forKey: .catalog)
            try container.encodeIfPresent(others, forKey: .others)
            try own.encode(to: encoder)
        }

        private enum CodingKeys: String, CodingKey { case catalog, others }
    }
}
