import Storefront

/// One product's change in the open catalog's cart, applied to the line as it is on disk now
/// (never to what this instance last read), so edits from two instances add up.
public enum CartChange: Hashable, Sendable {
    /// Add `delta` units (negative: take away), within 1…`CartLine.maximumQuantity`; a line
    /// that is not on disk is created when `delta` is positive. With `removingEmpty`, a line
    /// that reaches zero goes (an order took its units); otherwise it keeps at least one.
    case adjust(ProductID, delta: Int, priceWhenAdded: Int?, removingEmpty: Bool)
    /// The line goes, whatever its quantity on disk.
    case remove(ProductID)

    /// The changes that turn `old` into `new` (both one catalog's lines). Lines whose units
    /// went into `ordered` take those units away rather than removing the line, so a unit
    /// another instance added meanwhile stays.
    public static func changes(from old: Cart, to new: Cart, ordered: [OrderLine] = [])
        -> [CartChange]
    {
        var orderedUnits: [ProductID: Int] = [:]
        for line in ordered { orderedUnits[line.product, default: 0] += line.quantity }
        var changes: [CartChange] = []
        let newLines = Dictionary(
            new.lines.map { ($0.product, $0) }, uniquingKeysWith: { a, _ in a })
        for line in old.lines where newLines[line.product] == nil {
            if let units = orderedUnits[line.product] {
                changes.append(
                    .adjust(line.product, delta: -units, priceWhenAdded: nil, removingEmpty: true))
            } else {
                changes.append(.remove(line.product))
            }
        }
        for line in new.lines {
            let before = old.lines.first { $0.product == line.product }
            let delta = line.quantity - (before?.quantity ?? 0)
            guard delta != 0 || before?.priceWhenAdded != line.priceWhenAdded else { continue }
            changes.append(
                .adjust(
                    line.product, delta: delta, priceWhenAdded: line.priceWhenAdded,
                    removingEmpty: false))
        }
        return changes
    }

    /// `cart` with `changes` applied the way the database applies them.
    public static func apply(_ changes: [CartChange], to cart: Cart) -> Cart {
        var lines = cart.lines
        for change in changes {
            switch change {
            case .remove(let product):
                lines.removeAll { $0.product == product }
            case .adjust(let product, let delta, let price, let removingEmpty):
                if let index = lines.firstIndex(where: { $0.product == product }) {
                    let quantity = lines[index].quantity + delta
                    if quantity < 1, removingEmpty {
                        lines.remove(at: index)
                        continue
                    }
                    lines[index].quantity = min(max(quantity, 1), CartLine.maximumQuantity)
                    if let price { lines[index].priceWhenAdded = price }
                } else if delta > 0 {
                    lines.append(
                        CartLine(
                            product: product, quantity: min(delta, CartLine.maximumQuantity),
                            priceWhenAdded: price))
                }
            }
        }
        return Cart(lines: lines)
    }
}
