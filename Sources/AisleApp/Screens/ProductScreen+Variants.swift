import Storefront
import TerminalUI

extension ProductScreen {
    /// One value of an option as drawn on its row: where it is, and whether it is the chosen
    /// variant's and has a variant in stock.
    struct OptionValue: Equatable {
        var option: Int
        var value: String
        var row: Int
        var columns: Range<Int>
        var chosen: Bool
        var inStock: Bool
    }

    /// The option rows under the price ("Size    S  M  L"), one per option, each value placed
    /// after the longest option name; values past the right edge are left out. The same
    /// placement is drawn and clicked.
    func optionValues(of product: Product, in area: Rect) -> [OptionValue] {
        let chosen = state.chosenVariant(of: product)
        // A long option name is cut (`drawOptions`) rather than push every value off screen.
        let label =
            min(product.options.map { DisplayWidth.of($0) }.max() ?? 0, labelWidth(area)) + 4
        var placed: [OptionValue] = []
        for (option, values) in product.optionValues.enumerated() {
            var column = area.column + 2 + label
            for value in values {
                let width = DisplayWidth.of(value) + 2
                guard column + width <= area.column + area.width - 1 else { break }
                let inStock = product.variants.contains {
                    $0.values[option] == value && $0.isInStock
                }
                placed.append(
                    OptionValue(
                        option: option, value: value, row: area.row + 2 + option,
                        columns: column..<(column + width),
                        chosen: chosen?.values[option] == value, inStock: inStock))
                column += width + 1
            }
        }
        return placed
    }

    /// The most columns an option's name takes: a third of the width.
    private func labelWidth(_ area: Rect) -> Int { max(4, area.width / 3) }

    /// Draws the option names and their values, the chosen ones highlighted and those with
    /// nothing in stock muted.
    func drawOptions(of product: Product, in area: Rect, into canvas: inout Canvas) {
        for (option, name) in product.options.enumerated() {
            canvas.write(
                name, row: area.row + 2 + option, column: area.column + 2,
                width: min(area.width - 3, labelWidth(area)), style: .muted)
        }
        for value in optionValues(of: product, in: area) {
            let style: Style = value.chosen ? .selected : value.inStock ? .normal : .muted
            canvas.write(
                " \(value.value) ", row: value.row, column: value.columns.lowerBound,
                width: value.columns.count, style: style)
        }
    }

    /// A click on an option's value chooses the variant it means (`Product.variant(choosing:)`).
    func clickAction(row: Int, column: Int, in area: Rect) -> AppAction? {
        guard let product = state.catalog.product(id), product.hasVariants,
            let value = optionValues(of: product, in: area).first(where: {
                $0.row == row && $0.columns.contains(column)
            }),
            let variant = product.variant(
                choosing: value.value, forOption: value.option,
                from: state.chosenVariant(of: product))
        else { return nil }
        return .cart(.variantChosen(variant.id))
    }
}
