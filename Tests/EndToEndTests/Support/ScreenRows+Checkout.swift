/// Reading the checkout forms and the totals: one row per field (`Label  value___  problem`),
/// `▸` in front of the focused one; totals as `Label  amount` rows.
extension ScreenRows {
    /// The field row labelled `label` (label, then at least two blanks), focus marker removed.
    /// The first such row: a note further down may start with the same words.
    static func fieldRow(_ label: String, in rows: [String]) -> String? {
        rows.lazy.map { String($0.dropFirst(2)) }.first { $0.hasPrefix(label + "  ") }
    }

    /// What the field labelled `label` shows: the text before the `_` fill, a choice without
    /// its `‹ ›` arrows; blanks (the cursor cell among them) trimmed. Nil when there is no field.
    static func fieldValue(_ label: String, in rows: [String]) -> String? {
        guard let row = fieldRow(label, in: rows) else { return nil }
        let shown = row.dropFirst(label.count).prefix { $0 != "_" }
        return String(shown.filter { $0 != "‹" && $0 != "›" }).trimmed
    }

    /// The label of the focused field (the first cell of the `▸` row), or nil.
    static func focusedField(_ rows: [String]) -> String? {
        rows.first { $0.hasPrefix(marker) }.flatMap { columns($0).first }
    }

    /// The breadcrumbs of the top bar, without the cart summary at its right end.
    static func crumbs(_ rows: [String]) -> String {
        columns(topBar(rows)).first ?? ""
    }

    /// Whether the last breadcrumb is `step` ("… › 4 Shipping").
    static func isOnStep(_ step: String, in rows: [String]) -> Bool {
        crumbs(rows).hasSuffix(" " + step)
    }

    /// The last cell of the first row whose first cell starts with `label`: the amount of
    /// `Subtotal  $21.00`, `Tax 20%  $7.20`, `Payment  Visa •••• 4242`.
    static func amount(_ label: String, in rows: [String]) -> String? {
        rows.map(columns).first { $0.count >= 2 && $0[0].hasPrefix(label) }?.last
    }

    /// The order id in the title row (`Order A-261121-39KSQ2  …`), if it has the documented
    /// shape: "A-", the date as YYMMDD, "-", six capitals or digits.
    static func orderID(in rows: [String]) -> String? {
        guard rows.count > 2 else { return nil }
        let words = rows[2].trimmed.split(separator: " ")
        guard words.count >= 2, words[0] == "Order" else { return nil }
        let id = String(words[1])
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        let isShaped =
            parts.count == 3 && parts[0] == "A" && parts[1].count == 6
            && parts[1].allSatisfy(\.isNumber) && parts[2].count == 6
            && parts[2].allSatisfy { $0.isNumber || ($0.isUppercase && $0.isASCII) }
        return isShaped ? id : nil
    }
}
