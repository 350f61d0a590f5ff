import AisleApp
import Storefront
import TerminalUI
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
    /// The widest ship-to cell in the table; longer ones end in "…" (the slip has them whole).
    static let shipToWidth = 36

    /// The table: number, time, customer (short), ship-to (name, city, country), items, total,
    /// status; one line per order. The empty case names the database read (`source`), and
    /// says whether the filters left nothing or there is nothing.
    public static func table(_ orders: [ShopOrder], source: String? = nil, filtered: Bool = false)
        -> [String]
    {
        guard !orders.isEmpty else {
            let none = filtered ? "No orders match" : "No orders yet"
            return [source.map { "\(none) in \($0)." } ?? "\(none)."]
        }
        let rows = orders.map { shop in
            let order = shop.order
            return [
                order.id.rawValue, localTime(order.placedAt), short(shop.customer),
                fitted(shipTo(order.address), width: shipToWidth),
                order.itemCount == 1 ? "1 item" : "\(order.itemCount) items",
                order.currency.format(order.totals.total), order.status.rawValue,
            ]
        }
        let header = ["NUMBER", "PLACED", "CUSTOMER", "SHIP TO", "ITEMS", "TOTAL", "STATUS"]
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                // Amounts line up on the right, words on the left.
                return column == 5 ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// Where an order goes, in one short cell: "Ada Lovelace, Berlin, DE".
    static func shipTo(_ address: ShippingAddress) -> String {
        [address.name, address.city, address.countryCode].filter { !$0.isEmpty }
            .joined(separator: ", ")
    }

    /// `text` cut to `width` display columns, ending in "…" when it was longer.
    static func fitted(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let size = DisplayWidth.of(String(character))
            if used + size > width - 1 { break }
            kept.append(character)
            used += size
        }
        return kept + "…"
    }

    /// One JSON array, an object per order (`ShopOrderDocument`).
    public static func json(_ orders: [ShopOrder]) -> String {
        ShopOrderDocument.encode(orders.map(ShopOrderDocument.init), fallback: "[]")
    }

    /// The CSV header: every field of an order, one row each.
    static let csvHeader = [
        "number", "placedAt", "customer", "status", "statusChangedAt", "statusChangedBy",
        "name", "email", "street", "city", "postalCode", "countryCode", "payment", "items",
        "lines", "currency", "subtotal", "shipping", "tax", "total",
    ]

    /// CSV with a header row (RFC 4180 quoting), an order per row, amounts in minor units,
    /// times in UTC; `lines` holds "2 x p-1 Name @ 1850" per line, separated by "; ". A cell a
    /// spreadsheet would run as a formula is made text (`csvCell`).
    public static func csv(_ orders: [ShopOrder]) -> [String] {
        [csvHeader.joined(separator: ",")]
            + orders.map { shop in
                let order = shop.order
                let address = order.address
                let change = shop.history.count > 1 ? shop.history.last : nil
                let lines = order.lines.map {
                    "\($0.quantity) x \($0.product.rawValue) \($0.name) @ \($0.unitPrice)"
                }
                return [
                    order.id.rawValue, order.placedAt, shop.customer, order.status.rawValue,
                    change?.at ?? "", change?.by ?? "", address.name, address.email,
                    address.street, address.city, address.postalCode, address.countryCode,
                    paymentText(order.payment), String(order.itemCount),
                    lines.joined(separator: "; "), order.currency.code,
                    String(order.totals.subtotal), String(order.totals.shipping),
                    String(order.totals.tax), String(order.totals.total),
                ].map(csvCell).joined(separator: ",")
            }
    }

    /// A payment as the exports write it: "invoice", "visa 4242".
    static func paymentText(_ payment: PaymentSummary) -> String {
        switch payment {
        case .invoice: "invoice"
        case .card(let brand, let lastFour): "\(brand.rawValue) \(lastFour)"
        }
    }

    /// A customer as the table shows it: the start of the fingerprint, or "local".
    public static func short(_ customer: String) -> String {
        guard !customer.isEmpty else { return "local" }
        let digits = customer.hasPrefix("SHA256:") ? String(customer.dropFirst(7)) : customer
        return "SHA256:" + digits.prefix(12)
    }

    /// Order times on screen as `localTime` gives them: `TZ` respected, summer time too.
    static var userTimeZone: LocalTime {
        LocalTime(zone: getenv("TZ").map { String(cString: $0) } ?? "local", convert: localTime)
    }

    /// "2026-11-21T17:24:16Z" in the local time zone: "2026-11-21 18:24 CET".
    public static func localTime(_ utc: String) -> String {
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

    /// One CSV cell. As OWASP advises against CSV injection, a cell starting with `=`, `+`,
    /// `-`, `@`, a tab or a carriage return gets a `'` in front, so a spreadsheet shows it as
    /// text instead of running it, and is quoted; quotes inside are doubled (RFC 4180).
    public static func csvCell(_ text: String) -> String {
        let formula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) }
        let cell = formula == true ? "'" + text : text
        guard formula == true || cell.contains(where: { ",\"\n\r".contains($0) }) else {
            return cell
        }
        return "\""
            + cell.split(separator: "\"", omittingEmptySubsequences: false)
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
