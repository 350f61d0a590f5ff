import Storefront

/// How orders read on screen: percentages, one-line addresses, dates. Shared by the review
/// step and the order screens.
enum OrderText {
    /// 1900 → "19%", 725 → "7.25%".
    static func percent(_ basisPoints: Int) -> String {
        let whole = basisPoints / 100
        let fraction = basisPoints % 100
        guard fraction != 0 else { return "\(whole)%" }
        let digits =
            fraction % 10 == 0
            ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(whole).\(digits)%"
    }

    /// "Ada Lovelace, 1 Main St, 12345 Springfield, Germany".
    static func oneLine(_ address: ShippingAddress, country: Country?) -> String {
        [
            address.name, address.street, "\(address.postalCode) \(address.city)",
            country?.name ?? "",
        ]
        .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "2026-11-21T17:24:16Z" → "2026-11-21 17:24 UTC"; other text unchanged.
    static func date(_ iso: String) -> String {
        let parts = iso.split(separator: "T")
        guard parts.count == 2, iso.hasSuffix("Z") else { return iso }
        return "\(parts[0]) \(parts[1].prefix(5)) UTC"
    }
}
