import Storefront

/// How orders read on screen: percentages, one-line addresses (times: `LocalTime`). Shared by the review
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
}
