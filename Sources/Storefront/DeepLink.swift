import Navigation

/// Aisle's one grammar for links: `aisle://` followed by the navigation stack, bottom first, as
/// `/`-separated segments — `category/<id>`, `product/<id>`, `seller/<id>`, `search/<query>`,
/// `cart`, `checkout/<shipping|payment|review>`, `orders`, `order/<id>`. `aisle://` alone is
/// home. Ids and queries are percent-encoded (see `PercentEncoding`).
///
/// `parse(format(p)) == p` for every path whose ids and queries are non-empty and whose link
/// stays within `maxScreens` and `maxLength`: an empty id would print as an empty segment, which
/// parsing refuses (no catalog record has an empty id, and an empty search is never valid).
///
/// Parsing is lenient only where it cannot be ambiguous: the scheme is case-insensitive and
/// raw non-ASCII in a segment is taken as itself, but screen names are exact and a `?`, `#`,
/// whitespace, an empty segment or a raw control character is an error, never skipped.
public enum DeepLink {
    /// The scheme of every Aisle link.
    public static var scheme: String { "aisle" }
    /// The longest link accepted, in UTF-8 bytes.
    public static var maxLength: Int { 4096 }
    /// The most screens a link may hold: as deep as a navigation path may grow, so every path
    /// the app holds prints as a link it can open.
    public static var maxScreens: Int { RoutePath<Route>.defaultMaxDepth }
    /// The screen names a link may use, in the order the grammar lists them.
    public static var screenNames: [String] { Screen.allCases.map(\.rawValue) }

    /// The link for `routes`: `aisle://category/coffee/product/p-001`; `aisle://` for home.
    public static func format(_ routes: [Route]) -> String {
        "\(scheme)://" + routes.map(segments(of:)).joined(separator: "/")
    }

    /// The routes `text` names, bottom first; `[]` for home.
    ///
    /// With `allowShortForm` (for the in-app prompt) the `aisle://` may be left out:
    /// `product/p-001`, or an empty text for home. A full link is accepted either way.
    public static func parse(
        _ text: String, allowShortForm: Bool = false
    ) throws(DeepLinkError) -> [Route] {
        let length = text.utf8.count
        guard length <= maxLength else { throw .tooLong(bytes: length) }
        try refuseControlCharacters(in: text)
        let body = try stripScheme(from: text, allowShortForm: allowShortForm)
        if let junk = body.firstIndex(where: { $0 == "?" || $0 == "#" || $0.isWhitespace }) {
            throw .trailingJunk(String(body[junk...]))
        }
        guard !body.isEmpty else { return [] }
        let segments = body.split(separator: "/", omittingEmptySubsequences: false)
        if let empty = segments.firstIndex(where: \.isEmpty) {
            throw .emptySegment(position: empty + 1)
        }
        return try routes(from: segments)
    }

    /// The screens of a link, named as they are written.
    enum Screen: String, CaseIterable {
        case category, product, seller, search, cart, checkout, orders, order
    }

    private static func segments(of route: Route) -> String {
        switch route {
        case .category(let id): "category/" + PercentEncoding.encode(id.rawValue)
        case .product(let id): "product/" + PercentEncoding.encode(id.rawValue)
        case .seller(let id): "seller/" + PercentEncoding.encode(id.rawValue)
        case .search(let query): "search/" + PercentEncoding.encode(query)
        case .cart: "cart"
        case .checkout(let step): "checkout/" + step.rawValue
        case .orders: "orders"
        case .order(let id): "order/" + PercentEncoding.encode(id.rawValue)
        }
    }

    private static func refuseControlCharacters(in text: String) throws(DeepLinkError) {
        for (offset, scalar) in text.unicodeScalars.enumerated()
        where scalar.properties.generalCategory == .control {
            throw .controlCharacter(scalar, position: offset + 1)
        }
    }

    /// The text after `aisle://`. Anything that looks like a scheme (letters, then `:`, before
    /// any `/`) must be exactly `aisle://`, so `aisle:/x` and `http://x` are refused even in
    /// the short form, where no first segment (a screen name) can contain a colon.
    private static func stripScheme(
        from text: String, allowShortForm: Bool
    ) throws(DeepLinkError) -> Substring {
        let prefix = Array("\(scheme)://".utf8)
        let head = text.utf8.prefix(prefix.count).map { $0 | (isASCIILetter($0) ? 0x20 : 0) }
        if head == prefix { return Substring(text.utf8.dropFirst(prefix.count)) }
        let firstSegment = text.prefix { $0 != "/" }
        guard allowShortForm, !firstSegment.contains(":") else { throw .notAnAisleLink(text) }
        return Substring(text)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func routes(from segments: [Substring]) throws(DeepLinkError) -> [Route] {
        var routes: [Route] = []
        var index = 0
        while index < segments.count {
            guard routes.count < maxScreens else { throw .tooManyScreens }
            let name = String(segments[index])
            let position = routes.count + 1
            guard let screen = Screen(rawValue: name) else {
                throw .unknownScreen(name: name, position: position)
            }
            index += 1
            switch screen {
            case .cart: routes.append(.cart)
            case .orders: routes.append(.orders)
            default:
                guard index < segments.count else {
                    throw .missingArgument(screen: name, position: position)
                }
                let raw = segments[index]
                index += 1
                let argument: String
                do {
                    argument = try PercentEncoding.decode(String(raw))
                } catch {
                    throw .badPercentEncoding(segment: String(raw), reason: error)
                }
                routes.append(try route(screen, argument, raw: raw, position: position))
            }
        }
        return routes
    }

    private static func route(
        _ screen: Screen, _ argument: String, raw: Substring, position: Int
    ) throws(DeepLinkError) -> Route {
        switch screen {
        case .category: return .category(id: CategoryID(argument))
        case .product: return .product(id: ProductID(argument))
        case .seller: return .seller(id: SellerID(argument))
        case .search: return .search(query: argument)
        case .order: return .order(id: OrderID(argument))
        case .checkout:
            guard let step = CheckoutStep(rawValue: argument) else {
                throw .unknownCheckoutStep(String(raw), position: position)
            }
            return .checkout(step: step)
        case .cart: return .cart
        case .orders: return .orders
        }
    }
}
