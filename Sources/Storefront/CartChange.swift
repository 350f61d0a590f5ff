/// One change the user made to a cart line, as a value: the reducer applies it to the cart on
/// screen and returns it as an effect; the user's database applies the same change, with the
/// same rule (`Cart.apply`), to the line as it is on disk then, so that edits made in two
/// windows add up instead of overwriting each other.
public enum CartChange: Hashable, Sendable {
    /// `units` more of `product` (fewer when negative), kept within 1…`CartLine.maximumQuantity`;
    /// a line that is not there is created when `units` is positive. `price` is the price the
    /// user saw, remembered with the line (nil keeps the one remembered), and `name` the name
    /// it was shown by, likewise.
    case adjust(ProductID, by: Int, price: Int?, name: String? = nil)
    /// The line goes, whatever its quantity.
    case remove(ProductID)
    /// The line holds at most `most` units (it goes at 0): what reconciling with the catalog
    /// does to a line, the same however often or by however many windows it is applied.
    case limit(ProductID, atMost: Int)

    /// The product whose line changes.
    public var product: ProductID {
        switch self {
        case .adjust(let product, _, _, _), .remove(let product), .limit(let product, _): product
        }
    }

    /// The changes that took `before`'s lines to `after`'s, where `after` only drops lines or
    /// lowers quantities (`Cart.reconcile`), as idempotent changes.
    public static func reconciling(from before: Cart, to after: Cart) -> [CartChange] {
        before.lines.compactMap { line in
            let now = after.quantity(of: line.product)
            if now == 0 { return .remove(line.product) }
            return now < line.quantity ? .limit(line.product, atMost: now) : nil
        }
    }
}

extension Cart {
    /// Applies `change`: the one place the cart's quantity rules live, for the cart in memory
    /// and for the line on disk alike.
    public mutating func apply(_ change: CartChange) {
        var lines = self.lines
        switch change {
        case .remove(let product):
            lines.removeAll { $0.product == product }
        case .limit(let product, let most):
            if most < 1 {
                lines.removeAll { $0.product == product }
            } else if let index = lines.firstIndex(where: { $0.product == product }) {
                lines[index].quantity = min(lines[index].quantity, CartLine.clamped(most))
            }
        case .adjust(let product, let units, let price, let name):
            if let index = lines.firstIndex(where: { $0.product == product }) {
                let (sum, overflow) = lines[index].quantity.addingReportingOverflow(units)
                lines[index].quantity = CartLine.clamped(overflow ? CartLine.maximumQuantity : sum)
                if let price { lines[index].priceWhenAdded = price }
                if let name { lines[index].name = name }
            } else if units > 0 {
                lines.append(
                    CartLine(
                        product: product, quantity: CartLine.clamped(units), priceWhenAdded: price,
                        name: name))
            }
        }
        self = Cart(lines: lines)
    }

    /// `self` with `changes` applied in order.
    public func applying(_ changes: [CartChange]) -> Cart {
        var cart = self
        for change in changes { cart.apply(change) }
        return cart
    }
}
