import Storefront
import TerminalUI

/// The cart: one row per line with quantity, unit price and line total; the subtotal below.
struct CartScreen: Screen {
    let state: AppState

    var rowCount: Int { state.cart.lines.count }
    var keyContext: KeyContext { .cart }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return .product(id: state.cart.lines[row].product)
    }

    struct Layout: ScreenLayout {
        var area: Rect
        var list: Rect
    }

    func layout(in area: Rect) -> Layout {
        Layout(
            area: area,
            list: Rect(
                row: area.row + 2, column: area.column, width: area.width,
                height: area.height - 4))
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let area = layout.area
        let catalog = state.catalog
        let cart = state.cart
        let count = cart.itemCount
        Heading.draw(
            "Cart", detail: Counted.of(count, "item", "items"),
            position: Heading.position(state, count: cart.lines.count, in: layout.list),
            into: &canvas, area: area)
        guard !cart.isEmpty else {
            canvas.write(
                "Your cart is empty. Press a on a product to add it.", row: area.row + 2,
                column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        let list = layout.list
        let content = SelectableList.content(of: list, count: cart.lines.count)
        // Wide enough for the largest line total and a space before it: a currency without
        // minor units writes `11,050,000 ₫`, past the 11 columns dollars need.
        let money = cart.lines.reduce(11) { widest, line in
            let price = catalog.product(line.product)?.price ?? 0
            return max(widest, DisplayWidth.of(catalog.currency.format(line.total(at: price))) + 2)
        }
        Self.drawColumns(
            ("Product", "Qty", "Price", "Total"), into: &canvas, row: area.row + 1,
            column: content.column, width: content.width, money: money, style: .muted)
        SelectableList.draw(state, count: cart.lines.count, in: list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let line = cart.lines[index]
            let product = catalog.product(line.product)
            let price = product?.price ?? 0
            // "*" marks a price that changed since the line was added (explained below).
            let mark = line.priceChanged(to: price) ? "*" : ""
            Self.drawColumns(
                (
                    (product?.name ?? line.product.rawValue) + Self.stockNote(product, line),
                    "\(line.quantity)", catalog.currency.format(price) + mark,
                    catalog.currency.format(line.total(at: price)) + mark
                ), into: &canvas, row: row, column: column, width: width, money: money,
                style: selected ? .selected : .normal)
        }
        let changed = cart.lines.contains { line in
            catalog.product(line.product).map { line.priceChanged(to: $0.price) } ?? false
        }
        if changed, area.height > 4 {
            canvas.write(
                "* price changed since you added it", row: area.bottom - 1,
                column: area.column + 2, width: area.width / 2, style: .warning)
        }
        let subtotal = "Subtotal  " + catalog.currency.format(cart.subtotal(in: catalog))
        let subtotalWidth = DisplayWidth.of(subtotal)
        canvas.write(
            subtotal, row: area.bottom - 1,
            column: max(area.column + 2, area.column + area.width - subtotalWidth - 1),
            style: .emphasis)
    }

    /// " (out of stock)" or " (only 2 left)" when the catalog cannot supply the line now.
    private static func stockNote(_ product: Product?, _ line: CartLine) -> String {
        guard let product, product.unitsForSale < line.quantity else { return "" }
        return product.stock == 0 ? " (out of stock)" : " (only \(product.stock) left)"
    }

    /// Name, quantity, unit price and total in columns that fit `width`, the amounts `money`
    /// columns wide; the unit price goes first when narrow.
    private static func drawColumns(
        _ cells: (name: String, quantity: String, price: String, total: String),
        into canvas: inout Canvas, row: Int, column: Int, width: Int, money: Int, style: Style
    ) {
        let totalWidth = money
        let priceWidth = width >= 45 + money ? money : 0
        let quantityWidth = 5
        let nameWidth = width - totalWidth - priceWidth - quantityWidth - 1
        canvas.write(cells.name, row: row, column: column, width: nameWidth, style: style)
        var x = column + nameWidth + 1
        canvas.write(
            ProductTable.rightAligned(cells.quantity, quantityWidth), row: row, column: x,
            style: style)
        x += quantityWidth
        if priceWidth > 0 {
            canvas.write(
                ProductTable.rightAligned(cells.price, priceWidth), row: row, column: x,
                style: style)
            x += priceWidth
        }
        canvas.write(
            ProductTable.rightAligned(cells.total, totalWidth), row: row, column: x, style: style)
    }
}
