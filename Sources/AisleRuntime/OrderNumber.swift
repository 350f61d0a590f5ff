import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Order numbers people can read out: `A-261121-7KQ2` (date, then four characters from an
/// alphabet without look-alikes).
public enum OrderNumber {
    private static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")

    /// A number for an order placed at `date` that none of `taken` has, drawn from `random`.
    public static func next(
        avoiding taken: Set<OrderID>, at date: Date, random: () -> UInt64
    ) -> OrderID {
        let day = Timestamp.compact(date).prefix(8).dropFirst(2)
        while true {
            let suffix = String(
                (0..<4).map { _ in alphabet[Int(random() % UInt64(alphabet.count))] })
            let id = OrderID("A-\(day)-\(suffix)")
            if !taken.contains(id) { return id }
        }
    }
}
