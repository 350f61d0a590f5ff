import Storefront
import TerminalUI

/// The product row shared by category, seller, search and related lists: name, price, stock,
/// in columns that adapt to the width. Header and rows take the same content column and width
/// (the list's, after its highlight marker), so they line up.
enum ProductTable {
    private static func priceColumns(_ width: Int) -> Int { width >= 56 ? 11 : 10 }
    private static func stockColumns(_ width: Int) -> Int { width >= 56 ? 14 : 6 }

    /// The column titles; a list sorted otherwise than in catalog order says how after
    /// "Product" ("Product · by price ↑").
    static func drawHeader(
        into canvas: inout Canvas, row: Int, column: Int, width: Int,
        order: ProductOrder = .catalog
    ) {
        let stock = stockColumns(width)
        let priceWidth = priceColumns(width)
        let title = order == .catalog ? "Product" : "Product · by \(order.label)"
        canvas.write(
            title, row: row, column: column, width: width - stock - priceWidth - 1, style: .muted)
        canvas.write(
            rightAligned("Price", priceWidth), row: row,
            column: column + width - stock - priceWidth, style: .muted)
        canvas.write(
            rightAligned("Stock", stock), row: row, column: column + width - stock, style: .muted)
    }

    /// One product row.
    static func drawRow(
        _ product: Product, currency: Currency, into canvas: inout Canvas, row: Int, column: Int,
        width: Int, selected: Bool, highlighting filter: SearchQuery? = nil
    ) {
        let stock = stockColumns(width)
        let priceWidth = priceColumns(width)
        let price = priceText(product, currency: currency, columns: priceWidth)
        // A price wider than its column (12,500,000 ₫) takes its room from the name, so
        // that it never runs into the name or the stock.
        let priceRoom = max(priceWidth, DisplayWidth.of(price))
        let nameWidth = width - stock - priceRoom - 1
        canvas.write(
            product.name, row: row, column: column, width: nameWidth,
            style: selected ? .selected : .normal)
        if let filter, !selected {
            MatchHighlight.draw(
                product.name, matching: filter, into: &canvas, row: row, column: column,
                width: nameWidth)
        }
        canvas.write(
            rightAligned(price, priceWidth), row: row,
            column: column + width - stock - priceRoom,
            style: selected ? .selected : .accent)
        canvas.write(
            // One column stays free: the price ends where the stock column starts.
            rightAligned(stockText(product, wide: stock > 6, columns: stock - 1), stock),
            row: row,
            column: column + width - stock,
            style: selected ? .selected : (product.isInStock ? .muted : .warning))
    }

    /// The price of a row: a product sold in variants of several prices shows its range as
    /// far as `columns` allow ("$18.00–22.00", "from $18.00", "$18.00+").
    static func priceText(_ product: Product, currency: Currency, columns: Int) -> String {
        let low = currency.format(product.price)
        guard let range = product.priceRange else { return low }
        let high = currency.format(range.upperBound)
        let symbol = high.prefix { !$0.isNumber }
        let candidates = [
            "\(low)–\(high.dropFirst(symbol.count))", "from \(low)", "\(low)+",
        ]
        return candidates.first { DisplayWidth.of($0) <= columns } ?? low
    }

    /// "1,234 in stock" when `wide`, else "1,234"; in a column of `columns`, what fits of
    /// those, then the bare digits, so a huge stock keeps its number.
    /// `product`'s stock as `stockText(_:wide:columns:)` writes a figure, or, where stock does
    /// not limit sales (`Inventory`), "in stock" without one (not counted) or "available"
    /// (sold past zero, nothing left).
    static func stockText(_ product: Product, wide: Bool, columns: Int = .max) -> String {
        switch product.inventory {
        case .counted: return stockText(product.stock, wide: wide, columns: columns)
        case .continueSelling where product.stock > 0:
            return stockText(product.stock, wide: wide, columns: columns)
        case .untracked: return wide && columns >= 8 ? "in stock" : "yes"
        case .continueSelling: return wide && columns >= 9 ? "available" : "yes"
        }
    }

    static func stockText(_ stock: Int, wide: Bool, columns: Int = .max) -> String {
        if stock == 0 { return wide ? "out of stock" : "none" }
        let grouped = Counted.grouped(stock)
        if wide, grouped.count + 9 <= columns { return grouped + " in stock" }
        return grouped.count <= columns ? grouped : String(stock)
    }

    static func rightAligned(_ text: String, _ width: Int) -> String {
        let pad = width - DisplayWidth.of(text)
        return pad > 0 ? String(repeating: " ", count: pad) + text : text
    }
}
