import Navigation
import StateFiles

/// The placed orders as saved in `orders.json`, oldest first:
/// `{"format":"aisle.orders","version":1,"orders":[{"id":"A-1","placedAt":…}]}`.
///
/// Card numbers and security codes have no field here; a card is `{"brand","lastFour"}`.
public enum OrdersDocument {
    /// What this build writes and reads.
    public static let header = ArchiveHeader(format: "aisle.orders", version: 1)

    /// The saved form of `orders` (`ArchiveEnvelope`), or nil if encoding failed: the save is
    /// then skipped, so the history on disk is never replaced by an empty file.
    public static func encode(_ orders: [Order]) -> [UInt8]? {
        ArchiveEnvelope.encode(Body(orders: orders), header: header)
    }

    /// Reads an `orders.json`. Beyond the shape, every order is checked after decoding: a
    /// quantity below 1 or above `CartLine.maximumQuantity`, a price below 0 or above
    /// `Catalog.maximumPrice`, totals that do not add up (or overflow), a
    /// malformed time or currency, a card without a known brand and exactly four digits, or
    /// two orders with one id make the file `.corrupt`. Nothing is dropped silently: orders
    /// are the user's record, so a file with an impossible order is set aside whole.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<[Order]> {
        switch ArchiveReading<Body>.read(bytes, expecting: header) {
        case .document(let body):
            if let reason = problem(in: body.orders) { return .corrupt(reason: reason) }
            return .document(body.orders)
        case .foreign(let format): return .foreign(format: format)
        case .newer(let version): return .newer(version: version)
        case .corrupt(let reason): return .corrupt(reason: reason)
        }
    }

    private static func problem(in orders: [Order]) -> String? {
        var seen: Set<OrderID> = []
        for order in orders {
            if let defect = order.defect { return defect.reason(for: order.id) }
            guard seen.insert(order.id).inserted else {
                return OrderDefect.duplicateID.reason(for: order.id)
            }
        }
        return nil
    }

    private struct Body: Codable, Sendable {
        var orders: [Order]
    }
}
