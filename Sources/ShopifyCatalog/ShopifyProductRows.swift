import Storefront

/// The rows of one product, from the row that starts it (its `Handle` first seen, with a
/// `Title`) to the last row with the same `Handle`; later rows carry more variants, or only an
/// image (skipped).
struct ShopifyProductRows {
    /// The row that starts the product: its title, text, vendor, category and options.
    let first: ShopifyRow
    /// The product's `Handle`, its id.
    let handle: String
    /// The later rows that carry a variant.
    private(set) var variantRows: [ShopifyRow] = []
    /// Rows past the most variants a product may have, counted, not kept.
    private(set) var extraRows = 0
    /// Whether a row of the product could not be read (already reported): it is left out.
    var failed = false

    init(first: ShopifyRow, handle: String) {
        self.first = first
        self.handle = handle
    }

    /// Takes a later row of the product.
    mutating func add(_ row: ShopifyRow) {
        guard row.hasVariant else { return }
        if variantRows.count < Catalog.maximumVariants {
            variantRows.append(row)
        } else {
            extraRows += 1
        }
    }

    /// Whether the shop sells the product now: not `Published` FALSE, not a draft, archived
    /// nor unlisted (left out of the shop's lists, so of Aisle's); or the problem when either
    /// field says something else.
    func publication() -> Result<Bool, ShopifyProblem> {
        let published = first[.published].lowercased()
        let status = first[.status].lowercased()
        guard ["", "true", "false"].contains(published) else {
            return .failure(
                first.invalid(.published, must: "TRUE or FALSE", found: first[.published]))
        }
        guard ["", "active", "draft", "archived", "unlisted"].contains(status) else {
            return .failure(
                first.invalid(
                    .status, must: "active, draft, archived or unlisted", found: first[.status]))
        }
        return .success(published != "false" && ["", "active"].contains(status))
    }

    /// The names of the product's options from its first row, in order; none for a product
    /// sold one way (no names, or Shopify's single "Title" option valued "Default Title").
    func optionNames() -> Result<[String], ShopifyProblem> {
        let names = ShopifyColumn.options.map { first[$0.name].singleLine }
        let count = (names.lastIndex { !$0.isEmpty } ?? -1) + 1
        if let gap = names[..<count].firstIndex(where: \.isEmpty) {
            return .failure(
                .variants(
                    "\"Option\(gap + 1) Name\" is empty but \"Option\(count) Name\" is not",
                    line: first.line))
        }
        let options = Array(names[..<count])
        if options == ["Title"], first[.option1Value] == "Default Title" { return .success([]) }
        return .success(options)
    }
}
