import Storefront
import TerminalUI

/// The highlighted product beside a list on a wide terminal: name, price and stock, seller,
/// and as much of the description as fits, so browsing needs fewer trips into product pages.
enum ProductPreview {
    static func draw(
        _ product: Product, _ state: AppState, in area: Rect, into canvas: inout Canvas
    ) {
        guard area.width > 6, area.height > 0 else { return }
        // A blank column keeps the rule off the list's scroll bar.
        for row in area.row..<area.bottom {
            canvas.write(canvas.glyphs.rule, row: row, column: area.column + 1, style: .muted)
        }
        let column = area.column + 3
        let width = area.width - 4
        var row = area.row
        for line in Paragraph.lines(product.name, width: width, limit: 2) where row < area.bottom {
            canvas.write(line, row: row, column: column, width: width, style: .emphasis)
            row += 1
        }
        let catalog = state.catalog
        if row < area.bottom {
            let used = canvas.write(
                catalog.currency.format(product.price), row: row, column: column, style: .accent)
            canvas.write(
                " · " + ProductTable.stockText(product, wide: true), row: row,
                column: column + used, width: width - used,
                style: product.isInStock ? .normal : .warning)
            row += 1
        }
        if row < area.bottom {
            let seller = catalog.seller(product.seller)?.name ?? product.seller.rawValue
            canvas.write("Sold by \(seller)", row: row, column: column, width: width, style: .muted)
            row += 2
        }
        guard row < area.bottom else { return }
        let lines = Paragraph.lines(product.description, width: width, limit: area.bottom - row)
        for (offset, line) in lines.enumerated() {
            canvas.write(line, row: row + offset, column: column, width: width)
        }
    }
}
