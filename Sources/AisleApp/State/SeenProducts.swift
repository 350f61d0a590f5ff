import Navigation
import StateFiles
import Storefront

/// The fingerprints of the product screens on a saved path, in path order, and the currency
/// their prices are in: `"seen":{"currency":"USD","products":[{"id":"p-1","price":1850,
/// "stock":12}]}` in `navigation.json`.
///
/// A convenience, read leniently: what only tells the user something must never cost them
/// their session. A `seen` of a shape this build does not read (a newer build's, or damage)
/// is ignored whole, an entry of the wrong shape or out of range is skipped, unknown keys are
/// ignored, and at most `maximumEntries` are read (one per screen of the deepest path); an
/// unknown currency drops them all. Older files without it restore without notices.
public struct SeenProducts: Hashable, Sendable {
    /// The most fingerprints read or written: one for each screen of the deepest path.
    public static var maximumEntries: Int { RoutePath<Route>.defaultMaxDepth }

    /// The currency the prices are in.
    public var currency: Currency
    /// Each product's fingerprint, in path order, each product once.
    public private(set) var entries: [(id: ProductID, fingerprint: ProductFingerprint)]

    /// No fingerprints yet, in `currency`.
    public init(currency: Currency) {
        self.currency = currency
        entries = []
    }

    /// The fingerprint kept for `id`, if any.
    public subscript(id: ProductID) -> ProductFingerprint? {
        entries.first { $0.id == id }?.fingerprint
    }

    /// Adds `fingerprint` for `id` unless `id` has one already or the list is full.
    public mutating func add(_ fingerprint: ProductFingerprint, for id: ProductID) {
        guard entries.count < Self.maximumEntries, self[id] == nil else { return }
        entries.append((id, fingerprint))
    }

    public static func == (left: SeenProducts, right: SeenProducts) -> Bool {
        left.currency == right.currency
            && left.entries.map(\.id) == right.entries.map(\.id)
            && left.entries.map(\.fingerprint) == right.entries.map(\.fingerprint)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        for entry in entries {
            hasher.combine(entry.id)
            hasher.combine(entry.fingerprint)
        }
    }
}

extension SeenProducts: Codable {
    /// Never throws for its own shape: anything it cannot read is left out (see the type).
    public init(from decoder: any Decoder) throws {
        self.init(currency: .usd)
        guard let container = try? decoder.container(keyedBy: CodingKeys.self),
            let code = try? container.decode(String.self, forKey: .currency),
            let currency = Currency.known[code],
            var products = try? container.nestedUnkeyedContainer(forKey: .products)
        else { throw Unreadable() }
        self.currency = currency
        var read = 0
        while !products.isAtEnd, read < Self.maximumEntries {
            read += 1
            guard let entry = try? products.decode(Entry.self) else {
                // Step over what could not be read, whatever it is.
                _ = try? products.decode(JSONValue.self)
                continue
            }
            let fingerprint = ProductFingerprint(price: entry.price, stock: entry.stock)
            if fingerprint.isInRange { add(fingerprint, for: entry.id) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        try container.encode(
            entries.map {
                Entry(id: $0.id, price: $0.fingerprint.price, stock: $0.fingerprint.stock)
            },
            forKey: .products)
    }

    /// A `seen` this build cannot read: the session reading it treats it as absent.
    struct Unreadable: Error {}

    /// A `seen` field as a session reads it: nil when it cannot be read, never an error.
    struct Lenient: Decodable, Sendable {
        var value: SeenProducts?

        init(from decoder: any Decoder) throws {
            value = try? SeenProducts(from: decoder)
        }
    }

    private struct Entry: Codable {
        var id: ProductID
        var price: Int
        var stock: Int
    }

    private enum CodingKeys: String, CodingKey { case currency, products }
}
