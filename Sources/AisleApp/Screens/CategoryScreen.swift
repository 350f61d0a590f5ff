import Storefront
import TerminalUI

/// A category: its products with price and stock.
struct CategoryScreen: Screen {
    let state: AppState
    let id: CategoryID

    var rowCount: Int { state.catalog.productCount(in: id) }
    var keyContext: KeyContext { .productList }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return (state.catalog.shelf(in: id)[row]?.id).map { .product(id: $0) }
    }

    func layout(in area: Rect) -> ProductList.Layout { ProductList.Layout(below: area) }

    func draw(_ layout: ProductList.Layout, into canvas: inout Canvas) {
        let catalog = state.catalog
        let products = catalog.shelf(in: id)
        Heading.draw(
            RouteTitle.of(.category(id: id), in: catalog),
            detail: Counted.of(products.count, "product", "products"),
            position: Heading.position(state, count: products.count, in: layout.list),
            into: &canvas, area: layout.heading)
        ProductList.draw(state, products, layout, into: &canvas)
    }
}
