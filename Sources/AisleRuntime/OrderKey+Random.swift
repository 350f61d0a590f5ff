import Storefront

extension Identifier where Tag == OrderRequest {
    /// A new order key: 128 random bits from `random`, as 32 hexadecimal digits.
    static func random(_ random: () -> UInt64) -> OrderKey {
        let digits = [random(), random()].map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return OrderKey(digits.joined())
    }
}
