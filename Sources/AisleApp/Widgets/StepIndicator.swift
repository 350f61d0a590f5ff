import Storefront
import TerminalUI

/// "✓ Shipping › Payment › Review" on every checkout step: where you are and what is left.
enum StepIndicator {
    static func draw(
        current: CheckoutStep, into canvas: inout Canvas, row: Int, column: Int, width: Int
    ) {
        var x = column
        let end = column + width
        for (index, step) in CheckoutStep.allCases.enumerated() {
            if index > 0 {
                x += canvas.write(
                    canvas.glyphs.separator, row: row, column: x, width: end - x, style: .muted)
            }
            let done = index < CheckoutStep.allCases.firstIndex(of: current) ?? 0
            let label = done ? "\(canvas.glyphs.done) \(step.title)" : step.title
            let style: Style = step == current ? .emphasis : (done ? .success : .muted)
            x += canvas.write(label, row: row, column: x, width: max(0, end - x), style: style)
        }
    }
}
