import Storefront
import TerminalUI
import UserData

/// The columns of a list of orders at a width: number and status always; then ship-to, the
/// total and the time placed, each while it fits.
struct DeskListColumns {
    let number: Int
    let shipTo: Int
    let total: Int
    let placed: Int
    /// "cancelled", the widest status.
    static let status = 9

    init(_ rows: [ShopOrder], width: Int) {
        number = max(6, rows.map { DisplayWidth.of($0.order.id.rawValue) }.max() ?? 6) + 1
        let totalWidth = rows.map { DisplayWidth.of(Self.total($0)) }.max() ?? 0
        var room = width - number - 2 - Self.status
        // Ship-to first (the owner needs where it goes), then the total, then the time.
        let wantsTotal = room - (totalWidth + 2) >= 12
        total = wantsTotal ? totalWidth : 0
        if wantsTotal { room -= totalWidth + 2 }
        let wantsPlaced = room - 18 >= 20
        placed = wantsPlaced ? 16 : 0
        if wantsPlaced { room -= 18 }
        shipTo = max(0, room - 2)
    }

    var header: [String] { ["NUMBER", "SHIP TO", "TOTAL", "PLACED", "STATUS"] }

    func cells(_ shop: ShopOrder, new: Bool) -> [String] {
        [
            shop.order.id.rawValue + (new ? "*" : ""),
            ShopOrderListing.shipTo(shop.order.address),
            Self.total(shop), String(ShopOrderListing.localTime(shop.order.placedAt).prefix(16)),
            shop.order.status.rawValue,
        ]
    }

    static func total(_ shop: ShopOrder) -> String {
        shop.order.currency.format(shop.order.totals.total)
    }

    /// The cells laid out: each cut or padded to its column, the total on the right.
    func line(_ cells: [String]) -> String {
        var parts = [pad(cells[0], number)]
        if shipTo > 0 { parts.append(pad(TextLayout.truncate(cells[1], toWidth: shipTo), shipTo)) }
        if total > 0 {
            let cell = cells[2]
            parts.append(
                String(repeating: " ", count: max(0, total - DisplayWidth.of(cell))) + cell)
        }
        if placed > 0 { parts.append(pad(cells[3], placed)) }
        parts.append(cells[4])
        return parts.joined(separator: "  ")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
