import Navigation
import StateFiles
import Storefront

/// The saved navigation session, as it sits in `navigation.json`: the path and the list
/// position of each screen on it, the screens visited (for `[` and `]`) and what was entered
/// into the prompts. Never cart contents, never card data.
///
/// `{"format":"aisle.navigation","version":1,"catalog":"bundled",
///   "path":[{"category":{"id":"coffee"}}],"screens":[{"route":null,"selected":3,"top":0}, …],
///   "history":{"entries":[[],[{"category":{"id":"coffee"}}]],"at":1},
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
    public var path: [Route] { didSet { asRead = nil } }
    /// List positions by screen (`nil` route is Home).
    public var screens: [ScreenPosition] { didSet { asRead = nil } }
    /// What was typed into checkout; card details are never part of it.
    public var checkout: CheckoutDraft? { didSet { asRead = nil } }
    /// What was entered into the prompts (search words, links), for ↑/↓; `"prompts"`, left
    /// out when empty. Never anything typed into checkout.
    public var prompts = PromptHistory() { didSet { asRead = nil } }
    /// The screens visited, for `[` and `]`; `"history"`, left out in files from before it.
    public var history: VisitHistory<Route>? { didSet { asRead = nil } }
    /// The price and stock the product screens on the path showed when it was saved; `"seen"`,
    /// left out when there are none.
    public var seen: SeenProducts? { didSet { asRead = nil } }
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
    /// This session's own fields exactly as they were read (every key but the header's,
    /// `catalog` and `others`), so that a session this build does not use — another
    /// catalog's, which a newer build may have written with screens this one does not know —
    /// is written back whole rather than cut to what this build reads. Nil for a session made
    /// here, and dropped as soon as `path`, `screens` or `checkout` change.
    var asRead: [String: JSONValue]?

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
    /// path of the catalog in use is never lost.
    public func encoded(limit: Int = StateFile<SessionDocument>.sizeLimit) -> [UInt8]? {
        var kept = others
        var visits = history
        var seen = seen
        while true {
            let body = Body(
                path: path, screens: screens, checkout: checkout,
                prompts: prompts.isEmpty ? nil : prompts, history: visits, seen: seen,
                catalog: catalog,
                others: kept.isEmpty ? nil : kept, asRead: asRead)
            guard let bytes = ArchiveEnvelope.encode(body, header: Self.header) else { return nil }
            if bytes.count <= limit { return bytes }
            if visits != nil {
                visits = nil
            } else if seen != nil {
                seen = nil
            } else if kept.isEmpty {
                return bytes
            } else {
                kept.removeLast()
            }
        }
    }

    /// Two documents are equal when they hold the same session and catalogs: the spelling a
    /// session was read in (`asRead`) is not part of it.
    public static func == (left: SessionDocument, right: SessionDocument) -> Bool {
        left.path == right.path && left.screens == right.screens
            && left.checkout == right.checkout && left.prompts == right.prompts
            && left.history == right.history && left.seen == right.seen
            && left.catalog == right.catalog
            && left.others == right.others && left.unknownRouteIndex == right.unknownRouteIndex
            && left.totalRoutes == right.totalRoutes
    }

    /// The fields beside the header: the session's own (as read, if it was read), `catalog`
    /// and `others`.
    private struct Body: Encodable {
        var path: [Route]
        var screens: [ScreenPosition]
        var checkout: CheckoutDraft?
        var prompts: PromptHistory?
        var history: VisitHistory<Route>?
        var seen: SeenProducts?
        var catalog: String?
        var others: [CatalogSession]?
        var asRead: [String: JSONValue]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(catalog, forKey: .catalog)
            try container.encodeIfPresent(others, forKey: .others)
            if let asRead {
                try JSONValue.object(asRead).encode(to: encoder)
                return
            }
            try container.encode(path, forKey: .path)
            try container.encode(screens, forKey: .screens)
            try container.encodeIfPresent(checkout, forKey: .checkout)
            try container.encodeIfPresent(prompts, forKey: .prompts)
            try container.encodeIfPresent(history, forKey: .history)
            try container.encodeIfPresent(seen, forKey: .seen)
        }

        private enum CodingKeys: String, CodingKey {
            case path, screens, checkout, prompts, history, seen, catalog, others
        }
    }
}
