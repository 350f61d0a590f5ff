import Storefront
import TerminalUI

/// One product: price, stock, seller, its description, then a list whose first row opens the
/// seller and whose other rows are related products from the same category.
struct ProductScreen: Screen {
    /// How many related products a product page lists.
    static let relatedLimit = 8

    let state: AppState
    let id: ProductID

    var keyContext: KeyContext { state.focusedOption(of: id) == nil ? .product : .option }

    var rowCount: Int {
        guard let product = state.catalog.product(id) else { return 0 }
        return 1 + Self.related(to: product, in: state.catalog).count
    }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount, let product = state.catalog.product(id) else { return nil }
        return row == 0
            ? .seller(id: product.seller)
            : .product(id: Self.related(to: product, in: state.catalog)[row - 1].id)
    }

    /// Products from the same category, the ones after it first, so neighbours differ from
    /// page to page, excluding the product itself.
    static func related(to product: Product, in catalog: Catalog) -> [Product] {
        catalog.related(to: product, limit: relatedLimit)
    }

    struct Layout: ScreenLayout {
        var area: Rect
        /// Every wrapped line of the description; `descriptionArea` shows some from
        /// `descriptionTop`.
        var description: [String]
        /// The rows the description is drawn in (where the wheel scrolls it).
        var descriptionArea: Rect
        /// The first line shown, clamped to the text.
        var descriptionTop: Int
        var list: Rect

        /// Whether some of the description is out of view.
        var descriptionScrolls: Bool { description.count > descriptionArea.height }
    }

    func layout(in area: Rect) -> Layout {
        guard let product = state.catalog.product(id) else {
            return Layout(
                area: area, description: [],
                descriptionArea: Rect(row: area.row, column: 0, width: 0, height: 0),
                descriptionTop: 0, list: area)
        }
        // Leave the list up to six rows, no more than it has (a product alone in its category
        // lists only its seller): the rows it does not need are the description's. Option
        // rows follow the price; on a short screen they go without the blank row under them.
        let options = product.options.count
        let head = 2 + options + (options == 0 || area.height >= 12 ? 1 : 0)
        let listRows = min(6, 1 + Self.related(to: product, in: state.catalog).count)
        let limit = max(1, area.height - head - 2 - listRows)
        let description = DescriptionLines.lines(product.description, width: area.width - 4)
        let height = min(limit, description.count)
        let scrolled = state.descriptionScroll.flatMap {
            $0.route == .product(id: id) ? $0.top : nil
        }
        return Layout(
            area: area, description: description,
            descriptionArea: Rect(
                row: area.row + head, column: area.column, width: area.width,
                height: height),
            descriptionTop: ListScroll(count: description.count, height: height).clamped(
                scrolled ?? 0),
            list: area.droppingRows(head + height + 2))
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let catalog = state.catalog
        let area = layout.area
        guard let product = catalog.product(id) else {
            // A read that failed is not "no longer sold" (the store remembers the failure).
            let text =
                catalog.readFailure == nil
                ? "This product is no longer sold."
                : "This product could not be read: the catalog cache is rebuilt at the next start."
            canvas.write(
                text, row: area.row, column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        canvas.write(
            product.name, row: area.row, column: area.column + 2, width: area.width - 3,
            style: .emphasis)
        // Price, stock and what is in the cart are the chosen variant's.
        let item = state.item(onPageOf: id) ?? product
        var column = area.column + 2
        column += canvas.write(
            catalog.currency.format(item.price), row: area.row + 1, column: column,
            style: .accent)
        column += canvas.write(" · ", row: area.row + 1, column: column, style: .muted)
        column += canvas.write(
            ProductTable.stockText(item, wide: true), row: area.row + 1, column: column,
            style: item.isInStock ? .normal : .warning)
        drawOptions(of: product, in: area, into: &canvas)
        let inCart = state.cart.quantity(of: item.id)
        if inCart > 0 {
            column += canvas.write(
                " · \(Counted.grouped(inCart)) in cart", row: area.row + 1, column: column,
                style: .success)
        }
        // The shop's SKU, where it is not the id (Shopify variants share them), last: it
        // gives way to the width before price and stock do.
        if let sku = state.chosenVariant(of: product)?.sku, column < area.column + area.width - 1 {
            canvas.write(
                " · SKU \(sku)", row: area.row + 1, column: column,
                width: area.column + area.width - 1 - column, style: .muted)
        }
        drawDescription(layout, into: &canvas)
        drawList(product, layout.list, into: &canvas)
    }

    private func drawList(_ product: Product, _ list: Rect, into canvas: inout Canvas) {
        // On a screen too short for a row of it, neither the list nor its heading is drawn:
        // the heading would land on the key hints.
        guard list.height > 0 else { return }
        let catalog = state.catalog
        let categoryName = RouteTitle.of(.category(id: product.category), in: catalog)
        canvas.write(
            "Seller and more from \(categoryName)", row: list.row - 1, column: list.column + 2,
            width: list.width - 3, style: .muted)
        let related = Self.related(to: product, in: catalog)
        let sellerCount = catalog.shelf(by: product.seller).count
        let sellerName = catalog.seller(product.seller)?.name ?? product.seller.rawValue
        // While an option row has the keys, the list shows no highlight of its own.
        let highlighted = state.focusedOption(of: id) == nil
        SelectableList.draw(
            state, count: related.count + 1, in: list, highlighted: highlighted, into: &canvas
        ) {
            index, canvas, row, column, width, selected in
            guard index > 0 else {
                canvas.write(
                    "Sold by \(sellerName) — all \(Counted.grouped(sellerCount)) of their products",
                    row: row,
                    column: column, width: width, style: selected ? .selected : .normal)
                return
            }
            ProductTable.drawRow(
                related[index - 1], currency: catalog.currency, into: &canvas, row: row,
                column: column, width: width, selected: selected)
        }
    }
}
