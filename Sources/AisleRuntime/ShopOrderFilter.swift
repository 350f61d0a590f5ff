import Storefront
import UserData

#if canImport(Glibc)
    import Glibc
#endif

/// Which orders `aisle orders` lists: `--status` and `--since DATE` (a day in the local time
/// zone, from its midnight on).
public struct ShopOrderFilter: Sendable, Equatable {
    /// Only orders with this status, if given.
    public var status: OrderStatus?
    /// Only orders placed at or after this instant, ISO 8601 in UTC, if given.
    public var placedFrom: String?

    /// A filter; with nothing given, every order.
    public init(status: OrderStatus? = nil, placedFrom: String? = nil) {
        self.status = status
        self.placedFrom = placedFrom
    }

    /// Whether `shop` is listed.
    public func admits(_ shop: ShopOrder) -> Bool {
        if let status, shop.order.status != status { return false }
        // ISO 8601 times in UTC to the second sort as text.
        if let placedFrom, shop.order.placedAt < placedFrom { return false }
        return true
    }

    /// Local midnight of `day` ("2026-11-21", `TZ` respected) as an instant in UTC,
    /// "2026-11-20T23:00:00Z" in Berlin; nil when `day` is not a date.
    public static func startOf(day: String) -> String? {
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let date = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(date), year >= 1970
        else { return nil }
        var broken = tm()
        broken.tm_year = Int32(year - 1900)
        broken.tm_mon = Int32(month - 1)
        broken.tm_mday = Int32(date)
        broken.tm_isdst = -1
        var seconds = mktime(&broken)
        // mktime normalises Feb 30 to Mar 2: such a day is not a date.
        guard seconds != -1, broken.tm_mday == Int32(date), broken.tm_mon == Int32(month - 1)
        else { return nil }
        var utc = tm()
        guard gmtime_r(&seconds, &utc) != nil else { return nil }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &utc)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
