import Storefront
import TerminalUI

/// A category: its products with price and stock.
enum CategoryScreen {
    static func listArea(_ state: AppState, in area: Rect) -> Rect { area.droppingRows(2) }

    static func draw(_ state: AppState, id: CategoryID, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        let products = catalog.shelf(in: id)
        Heading.draw(
            RouteTitle.of(.category(id: id), in: catalog),
            detail: products.count == 1 ? "1 product" : "\(products.count) products",
            into: &canvas, area: area)
        ProductList.draw(state, products, into: &canvas, area: area.droppingRows(1))
    }
}
