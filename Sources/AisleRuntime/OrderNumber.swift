import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Order numbers people can read out: `A-261121-7KQ2MX` (date, then six characters from an
/// alphabet without look-alikes: 31⁶, about 887 million a day, so two orders of one day share
/// a number about once in 887 million pairs). The database draws again while a number is
/// taken, a bounded number of times (`UserDatabase.maximumNumberDraws`).
public enum OrderNumber {
    private static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")

    /// How many characters follow the date.
    public static let randomCharacters = 6

    /// A number for an order placed at `date`, drawn from `random`.
    public static func next(at date: Date, random: () -> UInt64) -> OrderID {
        let day = Timestamp.compact(date).prefix(8).dropFirst(2)
        let suffix = String(
            (0..<randomCharacters).map { _ in alphabet[Int(random() % UInt64(alphabet.count))] })
        return OrderID("A-\(day)-\(suffix)")
    }
}
