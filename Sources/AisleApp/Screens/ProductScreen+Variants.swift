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
    /// after the longest option name. Values that do not fit scroll: the row shows a run of
    /// them that holds the chosen one, with `+N` for those left out on either side
    /// (`optionMarkers`), so the chosen value is always on screen. The same placement is drawn
    /// and clicked.
    func optionValues(of product: Product, in area: Rect) -> [OptionValue] {
        optionRows(of: product, in: area).flatMap(\.values)
    }

    /// The `+N` markers of the option rows whose values do not all fit: where each is drawn
    /// and what it says.
    func optionMarkers(of product: Product, in area: Rect) -> [(
        row: Int, column: Int, text: String
    )] {
        optionRows(of: product, in: area).flatMap(\.markers)
    }

    private func optionRows(of product: Product, in area: Rect) -> [OptionRow] {
        let chosen = state.chosenVariant(of: product)
        // A long option name is cut (`drawOptions`) rather than push every value off screen.
        let label =
            min(product.options.map { DisplayWidth.of($0) }.max() ?? 0, labelWidth(area)) + 4
        let start = area.column + 2 + label
        let end = area.column + area.width - 1
        return product.optionValues.enumerated().map { option, values in
            let widths = values.map { DisplayWidth.of($0) + 2 }
            let picked = values.firstIndex { chosen?.values[option] == $0 } ?? 0
            let shown = Self.window(widths, holding: picked, in: end - start)
            var row = OptionRow()
            var column = start
            if shown.lowerBound > 0 {
                let text = "+\(shown.lowerBound)"
                row.markers.append((area.row + 2 + option, column, text))
                column += DisplayWidth.of(text) + 1
            }
            for index in shown {
                let value = values[index]
                let inStock = product.variants.contains {
                    $0.values[option] == value && $0.isInStock
                }
                row.values.append(
                    OptionValue(
                        option: option, value: value, row: area.row + 2 + option,
                        columns: column..<(column + widths[index]),
                        chosen: chosen?.values[option] == value, inStock: inStock))
                column += widths[index] + 1
            }
            if shown.upperBound < values.count {
                row.markers.append(
                    (area.row + 2 + option, column, "+\(values.count - shown.upperBound)"))
            }
            return row
        }
    }

    /// One option's row: the values shown and the `+N` markers beside them.
    private struct OptionRow {
        var values: [OptionValue] = []
        var markers: [(row: Int, column: Int, text: String)] = []
    }

    /// The values (by index) an option row of `room` columns shows: all when they fit, else the
    /// run from the start that holds `picked`, or failing that the run ending at `picked`
    /// grown to fill the row, leaving room for a `+N` marker on each side that needs one.
    /// Never empty while there are values: the chosen one is shown even if it alone is too wide
    /// (it is cut when drawn).
    static func window(_ widths: [Int], holding picked: Int, in room: Int) -> Range<Int> {
        guard !widths.isEmpty else { return 0..<0 }
        func width(_ range: Range<Int>) -> Int {
            let markers =
                (range.lowerBound > 0 ? DisplayWidth.of("+\(range.lowerBound)") + 1 : 0)
                + (range.upperBound < widths.count
                    ? DisplayWidth.of("+\(widths.count - range.upperBound)") + 1 : 0)
            return range.reduce(0) { $0 + widths[$1] + 1 } + markers
        }
        if width(0..<widths.count) <= room + 1 { return 0..<widths.count }
        var lower = picked
        var upper = picked + 1
        // From the start when the chosen value fits there, else grown left from it.
        if width(0..<(picked + 1)) <= room + 1 { lower = 0 }
        while lower > 0, width((lower - 1)..<upper) <= room + 1 { lower -= 1 }
        while upper < widths.count, width(lower..<(upper + 1)) <= room + 1 { upper += 1 }
        return lower..<upper
    }

    /// The most columns an option's name takes: a third of the width.
    private func labelWidth(_ area: Rect) -> Int { max(4, area.width / 3) }

    /// Draws the option names and their values, the chosen ones highlighted and those with
    /// nothing in stock muted.
    func drawOptions(of product: Product, in area: Rect, into canvas: inout Canvas) {
        let focused = state.focusedOption(of: product.id)
        for (option, name) in product.options.enumerated() {
            let row = area.row + 2 + option
            if option == focused {
                canvas.write(canvas.glyphs.pointer, row: row, column: area.column, style: .emphasis)
            }
            canvas.write(
                name, row: row, column: area.column + 2,
                width: min(area.width - 3, labelWidth(area)),
                style: option == focused ? .emphasis : .muted)
        }
        let right = area.column + area.width - 1
        for value in optionValues(of: product, in: area) {
            let style: Style = value.chosen ? .selected : value.inStock ? .normal : .muted
            canvas.write(
                " \(value.value) ", row: value.row, column: value.columns.lowerBound,
                width: min(value.columns.count, right - value.columns.lowerBound), style: style)
        }
        if let focused,
            let chosen = optionValues(of: product, in: area).first(where: {
                $0.option == focused && $0.chosen
            })
        {
            // Screen readers follow the cursor: onto the value the arrows change.
            canvas.cursor = CursorPlace(row: chosen.row, column: chosen.columns.lowerBound)
        }
        for marker in optionMarkers(of: product, in: area) where marker.column < right {
            canvas.write(
                marker.text, row: marker.row, column: marker.column,
                width: right - marker.column, style: .muted)
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
