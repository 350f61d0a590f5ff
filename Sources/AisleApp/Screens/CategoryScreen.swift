import Storefront
import TerminalUI

/// A category: its products with price and stock.
struct CategoryScreen: Screen {
    let state: AppState
    let id: CategoryID

    var rowCount: Int { shelf.count }
    var shelf: ProductShelf { state.shelf(.category(id), on: .category(id: id)) }
    var keyContext: KeyContext { .productList }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return (shelf[row]?.id).map { .product(id: $0) }
    }

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
