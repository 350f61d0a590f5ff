import Storefront
import TerminalUI

/// One product: price, stock, seller, its description, then a list whose first row opens the
/// seller and whose other rows are related products from the same category.
enum ProductScreen {
    private static func descriptionLines(_ product: Product, area: Rect) -> [String] {
        // Leave the list at least four rows (or what the screen allows).
        let limit = max(1, area.height - 5 - min(6, ScreenItems.relatedLimit + 1))
        return Paragraph.lines(product.description, width: area.width - 4, limit: limit)
    }

    static func listArea(_ state: AppState, id: ProductID, in area: Rect) -> Rect {
        guard let product = state.catalog.product(id) else { return area }
        return area.droppingRows(3 + descriptionLines(product, area: area).count + 2)
    }

    static func draw(_ state: AppState, id: ProductID, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        guard let product = catalog.product(id) else {
            canvas.write(
                "This product is no longer sold.", row: area.row, column: area.column + 2,
                width: area.width - 3, style: .muted)
            return
        }
        let seller = catalog.seller(product.seller)
        canvas.write(
            product.name, row: area.row, column: area.column + 2, width: area.width - 3,
            style: .emphasis)
        var column = area.column + 2
        column += canvas.write(
            catalog.currency.format(product.price), row: area.row + 1, column: column,
            style: .accent)
        column += canvas.write(" · ", row: area.row + 1, column: column, style: .muted)
        column += canvas.write(
            ProductTable.stockText(product.stock, wide: true), row: area.row + 1, column: column,
            style: product.isInStock ? .normal : .warning)
        let inCart = state.cart.quantity(of: id)
        if inCart > 0 {
            column += canvas.write(
                " · \(inCart) in cart", row: area.row + 1, column: column, style: .success)
        }
        let description = descriptionLines(product, area: area)
        for (offset, line) in description.enumerated() {
            canvas.write(line, row: area.row + 3 + offset, column: area.column + 2)
        }
        let list = listArea(state, id: id, in: area)
        let categoryName = RouteTitle.of(.category(id: product.category), in: catalog)
        canvas.write(
            "Seller and more from \(categoryName)", row: list.row - 1, column: area.column + 2,
            width: area.width - 3, style: .muted)
        let related = ScreenItems.related(to: product, in: catalog)
        let sellerCount = catalog.shelf(by: product.seller).count
        ListScreen.draw(state, count: related.count + 1, in: list, into: &canvas) {
            index, canvas, row, column, width, selected in
            guard index > 0 else {
                let name = seller?.name ?? product.seller.rawValue
                canvas.write(
                    "Sold by \(name) — all \(sellerCount) of their products", row: row,
                    column: column, width: width, style: selected ? .selected : .normal)
                return
            }
            ProductTable.drawRow(
                related[index - 1], currency: catalog.currency, into: &canvas, row: row,
                column: column, width: width, selected: selected)
        }
    }
}
