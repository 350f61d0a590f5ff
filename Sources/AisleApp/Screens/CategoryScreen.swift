import Storefront
import TerminalUI

/// A category: its products with price and stock.
struct CategoryScreen: ProductListScreen {
    let state: AppState
    let id: CategoryID

    var shelf: ProductShelf { state.shelf(.category(id), on: .category(id: id)) }

    func layout(in area: Rect) -> ProductList.Layout { ProductList.Layout(below: area) }

    func draw(_ layout: ProductList.Layout, into canvas: inout Canvas) {
        let catalog = state.catalog
        let products = shelf
        Heading.draw(
            RouteTitle.of(.category(id: id), in: catalog),
            detail: ListHeading.detail(
                shown: products.count, of: catalog.productCount(in: id), state.position),
            position: Heading.position(state, count: products.count, in: layout.list),
            into: &canvas, area: layout.heading)
        ProductList.draw(state, products, layout, into: &canvas)
    }
}
