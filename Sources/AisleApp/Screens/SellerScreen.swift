import Storefront
import TerminalUI

/// A seller: who they are, then their products.
struct SellerScreen: ProductListScreen {
    let state: AppState
    let id: SellerID

    var shelf: ProductShelf { state.shelf(.seller(id), on: .seller(id: id)) }

    struct Layout: ScreenLayout {
        var products: ProductList.Layout
        /// At most four lines of the seller's "about" text, fewer on small screens.
        var about: [String]
        var list: Rect { products.list }
    }

    func layout(in area: Rect) -> Layout {
        var about: [String] = []
        if let seller = state.catalog.seller(id) {
            let limit = max(0, min(4, area.height - 7))
            about = Paragraph.lines(seller.about, width: area.width - 4, limit: limit)
        }
        let header = area.droppingRows(about.count + (about.isEmpty ? 0 : 1))
        return Layout(
            products: ProductList.Layout(heading: area, header: header.row + 1, below: header),
            about: about)
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let catalog = state.catalog
        let products = shelf
        let area = layout.products.heading
        Heading.draw(
            RouteTitle.of(.seller(id: id), in: catalog),
            detail: ListHeading.detail(
                shown: products.count, of: catalog.shelf(by: id).count, state.position),
            position: Heading.position(state, count: products.count, in: layout.list),
            into: &canvas, area: area)
        for (offset, line) in layout.about.enumerated() {
            canvas.write(line, row: area.row + 1 + offset, column: area.column + 2)
        }
        ProductList.draw(state, products, layout.products, into: &canvas)
    }
}
