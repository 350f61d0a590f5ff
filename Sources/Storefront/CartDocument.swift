import Navigation
import StateFiles

/// The cart as saved in `cart.json`:
/// `{"format":"aisle.cart","version":1,"lines":[{"catalog":"bundled","product":"p-001",
/// "quantity":2}]}`. One file holds the lines of every catalog, each naming its own
/// (`CartLine.catalog`; see `Cart.split(forCatalog:)`).
public enum CartDocument {
    /// What this build writes and reads.
    public static let header = ArchiveHeader(format: "aisle.cart", version: 1)

    /// The saved form of `cart` (`ArchiveEnvelope`), or nil if encoding failed and nothing
    /// must be saved.
    public static func encode(_ cart: Cart) -> [UInt8]? {
        ArchiveEnvelope.encode(Body(lines: cart.lines), header: header)
    }

    /// Reads a `cart.json`. Lines with a non-positive quantity are dropped here; a quantity
    /// above `CartLine.maximumQuantity` is clamped to it and a remembered price outside
    /// `0...Catalog.maximumPrice` forgotten, since a cart is a convenience the user can fix
    /// with a key, not a record to set aside; lines whose product left the catalog are dropped
    /// later by `Cart.reconcile(with:)`.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<Cart> {
        switch ArchiveReading<Body>.read(bytes, expecting: header) {
        case .document(let body): .document(Cart(lines: body.lines.compactMap(checked)))
        case .foreign(let format): .foreign(format: format)
        case .newer(let version): .newer(version: version)
        case .corrupt(let reason): .corrupt(reason: reason)
        }
    }

    /// `line` within the maxima, nil when it holds nothing.
    private static func checked(_ line: CartLine) -> CartLine? {
        guard line.quantity > 0 else { return nil }
        var line = line
        line.quantity = min(line.quantity, CartLine.maximumQuantity)
        if let price = line.priceWhenAdded, !(0...Catalog.maximumPrice).contains(price) {
            line.priceWhenAdded = nil
        }
        return line
    }

    private struct Body: Codable, Sendable {
        var lines: [CartLine]
    }
}
