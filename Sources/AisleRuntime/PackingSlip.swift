import Storefront
import TerminalUI
import UserData

/// `aisle orders show NUMBER`: one order whole, as the person packing it needs it — where it
/// goes, what goes in, what was paid and how, and what happened to it since. Times in the
/// local time zone; a card only as its brand and last four digits.
public enum PackingSlip {
    /// The slip's lines.
    public static func lines(_ shop: ShopOrder) -> [String] {
        let order = shop.order
        let address = order.address
        let country = Countries.country(code: address.countryCode)
        var lines = [
            "Order \(order.id.rawValue)",
            field("Placed", ShopOrderListing.localTime(order.placedAt)),
            field("Status", order.status.rawValue),
        ]
        for (index, step) in shop.history.enumerated() {
            lines.append(
                field(
                    index == 0 ? "History" : "",
                    "\(step.status.rawValue.padded(to: 10)) "
                        + "\(ShopOrderListing.localTime(step.at))  by \(who(step, shop))"))
        }
        lines += [
            field("Customer", ShopOrderListing.short(shop.customer)),
            field("Ship to", address.name),
            field("", address.street),
            field(
                "",
                [address.postalCode, address.city].filter { !$0.isEmpty }.joined(separator: " ")),
            field("", country.map { "\($0.name) (\($0.id))" } ?? address.countryCode),
            field("Email", address.email),
            field("Payment", order.payment.description),
            "",
        ]
        return lines + table(order)
    }

    /// Who made a step: the customer (short, or "local") for placing, else the name recorded.
    private static func who(_ step: StatusChange, _ shop: ShopOrder) -> String {
        if step.status == .placed { return ShopOrderListing.short(shop.customer) }
        return step.by.isEmpty ? "local" : step.by
    }

    /// "Ship to    Ada Lovelace": labels in a column of their own.
    private static func field(_ label: String, _ value: String) -> String {
        (label.padded(to: 10) + " " + value).trimmingTrailingSpaces()
    }

    /// The lines (quantity, item, product or variant id, unit price, line total) and the totals under
    /// them, amounts on the right.
    private static func table(_ order: Order) -> [String] {
        let money = order.currency.format
        let header = ["QTY", "ITEM", "ID", "UNIT", "TOTAL"]
        let rows =
            [header]
            + order.lines.map {
                [
                    String($0.quantity), ShopOrderListing.fitted($0.name, width: 40),
                    $0.product.rawValue, money($0.unitPrice), money($0.total),
                ]
            }
        let widths = header.indices.map { column in
            rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        let right: Set<Int> = [0, 3, 4]
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return right.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let totals = order.totals
        let width = widths.reduce(0, +) + 2 * (widths.count - 1)
        for (label, amount) in [
            ("Subtotal", totals.subtotal), ("Shipping", totals.shipping), ("Tax", totals.tax),
            ("Total", totals.total),
        ] {
            let text = money(amount)
            let gap = max(2, width - DisplayWidth.of(label) - DisplayWidth.of(text))
            lines.append(label + String(repeating: " ", count: gap) + text)
        }
        return lines
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
