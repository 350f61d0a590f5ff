import StateFiles
import Storefront

/// Order numbers people can read out: `A-261121-7KQ2` (date, then four characters from an
/// alphabet without look-alikes).
public enum OrderNumber {
    private static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")

    public static func next(avoiding taken: Set<OrderID>) -> OrderID {
        let date = Timestamp.compact().prefix(8).dropFirst(2)
        var generator = SystemRandomNumberGenerator()
        while true {
            let suffix = String(
                (0..<4).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let id = OrderID("A-\(date)-\(suffix)")
            if !taken.contains(id) { return id }
        }
    }
}
