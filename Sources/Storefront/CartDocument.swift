import Navigation
import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cart as saved in `cart.json`:
/// `{"format":"aisle.cart","version":1,"lines":[{"product":"p-001","quantity":2}]}`.
public enum CartDocument {
    /// What this build writes and reads.
    public static let header = ArchiveHeader(format: "aisle.cart", version: 1)

    /// The saved form of `cart`, pretty-printed with sorted keys.
    public static func encode(_ cart: Cart) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let file = File(format: header.format, version: header.version, lines: cart.lines)
        // Strings and integers always encode; an empty document is the safe fallback.
        return (try? Array(encoder.encode(file))) ?? []
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

    private struct Body: Decodable, Sendable {
        var lines: [CartLine]
    }

    private struct File: Encodable {
        var format: String
        var version: Int
        var lines: [CartLine]
    }
}
