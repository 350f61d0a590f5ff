import Storefront
import TerminalUI

/// A seller: who they are, then their products.
enum SellerScreen {
    /// At most this many lines of the seller's "about" text, fewer on small screens.
    private static func aboutLines(_ state: AppState, id: SellerID, area: Rect) -> [String] {
        guard let seller = state.catalog.seller(id) else { return [] }
        let limit = max(0, min(4, area.height - 7))
        return Paragraph.lines(seller.about, width: area.width - 4, limit: limit)
    }

    static func listArea(_ state: AppState, id: SellerID, in area: Rect) -> Rect {
        let about = aboutLines(state, id: id, area: area)
        return area.droppingRows(1 + about.count + (about.isEmpty ? 0 : 1) + 1)
    }

    static func draw(_ state: AppState, id: SellerID, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        let products = catalog.shelf(by: id)
        Heading.draw(
            RouteTitle.of(.seller(id: id), in: catalog),
            detail: products.count == 1 ? "1 product" : "\(products.count) products",
            into: &canvas, area: area)
        let about = aboutLines(state, id: id, area: area)
        for (offset, line) in about.enumerated() {
            canvas.write(line, row: area.row + 1 + offset, column: area.column + 2)
        }
        let list = listArea(state, id: id, in: area)
        ProductList.draw(state, products, into: &canvas, area: list.droppingRows(-1))
    }
}
