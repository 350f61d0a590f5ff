import AisleApp
import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle orders`: every customer's orders as the shop owner reads them — a table, JSON or
/// CSV — newest first, times in the local time zone (`TZ` respected) in the table, UTC in the
/// exports.
public enum ShopOrderListing {
    /// The table: number, time, customer (short), items, total, status; one line per order.
    public static func table(_ orders: [ShopOrder]) -> [String] {
        guard !orders.isEmpty else { return ["No orders yet."] }
        let rows = orders.map { shop in
            let order = shop.order
            return [
                order.id.rawValue, localTime(order.placedAt), short(shop.customer),
                order.itemCount == 1 ? "1 item" : "\(order.itemCount) items",
                order.currency.format(order.totals.total), order.status.rawValue,
            ]
        }
        let header = ["NUMBER", "PLACED", "CUSTOMER", "ITEMS", "TOTAL", "STATUS"]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Amounts line up on the right, words on the left.
                return column == 4 ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// One JSON array, an object per order, amounts in minor units, times in UTC.
    public static func json(_ orders: [ShopOrder]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let exported = orders.map(Exported.init)
        // Strings, numbers and arrays of them: encoding cannot fail in practice.
        guard let data = try? encoder.encode(exported) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// An order as `--json` writes it.
    private struct Exported: Encodable {
        let number: String
        let placedAt: String
        let customer: String
        let status: String
        let currency: String
        let total: Int
        let lines: [OrderLine]

        init(_ shop: ShopOrder) {
            number = shop.order.id.rawValue
            placedAt = shop.order.placedAt
            customer = shop.customer
            status = shop.order.status.rawValue
            currency = shop.order.currency.code
            total = shop.order.totals.total
            lines = shop.order.lines
        }
    }

    /// CSV with a header row (RFC 4180 quoting), an order per row, amounts in minor units.
    public static func csv(_ orders: [ShopOrder]) -> [String] {
        let header = "number,placedAt,customer,status,items,currency,total"
        return [header]
            + orders.map { shop in
                let order = shop.order
                return [
                    order.id.rawValue, order.placedAt, shop.customer, order.status.rawValue,
                    String(order.itemCount), order.currency.code, String(order.totals.total),
                ].map(csvField).joined(separator: ",")
            }
    }

    /// A customer as the table shows it: the start of the fingerprint, or "local".
    static func short(_ customer: String) -> String {
        guard !customer.isEmpty else { return "local" }
        let digits = customer.hasPrefix("SHA256:") ? String(customer.dropFirst(7)) : customer
        return "SHA256:" + digits.prefix(12)
    }

    /// Order times on screen as `localTime` gives them: `TZ` respected, summer time too.
    static var userTimeZone: LocalTime {
        LocalTime(zone: getenv("TZ").map { String(cString: $0) } ?? "local", convert: localTime)
    }

    /// "2026-11-21T17:24:16Z" in the local time zone: "2026-11-21 18:24 CET".
    static func localTime(_ utc: String) -> String {
        let parts = utc.split { "-T:Z".contains($0) }.compactMap { Int($0) }
        guard parts.count == 6 else { return utc }
        var broken = tm()
        broken.tm_year = Int32(parts[0] - 1900)
        broken.tm_mon = Int32(parts[1] - 1)
        broken.tm_mday = Int32(parts[2])
        broken.tm_hour = Int32(parts[3])
        broken.tm_min = Int32(parts[4])
        broken.tm_sec = Int32(parts[5])
        var seconds = timegm(&broken)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return utc }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M %Z", &local)
        return count > 0
            ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : utc
    }

    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
        return "\""
            + text.split(separator: "\"", omittingEmptySubsequences: false)
            .joined(separator: "\"\"") + "\""
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
