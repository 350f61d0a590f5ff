extension Catalog {
    /// The most options a product may have (Size × Colour × Material), as shops' exports allow.
    public static let maximumOptions = 3
    /// The most variants a product may have. Every combination of three options of six values
    /// each is 216; a product page lists them all, so this bounds what one page reads.
    public static let maximumVariants = 250

    /// What is wrong with `product`'s options and variants, nil when they hold together: with
    /// variants, one to `maximumOptions` distinct, non-empty option names; each variant a valid
    /// id, one non-empty value per option, a price and stock in range, and no two variants
    /// with the same values; without variants, no options. Ids unique across the catalog are
    /// the sink's check (`CatalogBuilder`, the importer).
    public static func variantProblem(of product: Product) -> CatalogProblem? {
        let options = product.options
        guard product.hasVariants else {
            return options.isEmpty
                ? nil : .variants("\"options\" are named but there are no \"variants\"")
        }
        if product.variants.count > maximumVariants {
            return .variants(
                "at most \(maximumVariants) variants per product, found \(product.variants.count)")
        }
        if !(1...maximumOptions).contains(options.count) {
            return .variants(
                "\"options\" must name 1 to \(maximumOptions) options, found \(options.count)")
        }
        if let problem = optionNameProblem(options) { return problem }
        var seen: [[String]: Int] = [:]
        var ids: [ProductID: Int] = [:]
        for (index, variant) in product.variants.enumerated() {
            if let problem = problem(of: variant, at: index, options: options.count) {
                return problem
            }
            if variant.id == product.id {
                return .variants("variants[\(index)] has the product's own id")
            }
            if let first = ids.updateValue(index, forKey: variant.id) {
                return .variants("variants[\(index)] has the id of variants[\(first)]")
            }
            if let first = seen.updateValue(index, forKey: variant.values) {
                return .variants(
                    "variants[\(index)] and variants[\(first)] are both "
                        + variant.title.catalogQuoted())
            }
        }
        return nil
    }

    private static func optionNameProblem(_ options: [String]) -> CatalogProblem? {
        for (index, name) in options.enumerated() {
            if name.isEmpty { return .variants("options[\(index)] is empty") }
            if let problem = lengthProblem("name", name) { return problem }
            if options[..<index].contains(name) {
                return .variants("the option \(name.catalogQuoted()) is named twice")
            }
        }
        return nil
    }

    private static func problem(of variant: Variant, at index: Int, options: Int)
        -> CatalogProblem?
    {
        let place = "variants[\(index)]"
        if let problem = idProblem(variant.id.rawValue) {
            return .variants("\(place) \"id\" \(problem)")
        }
        if variant.values.count != options {
            let values = variant.values.count == 1 ? "1 value" : "\(variant.values.count) values"
            return .variants(
                "\(place) has \(values) for \(options) option\(options == 1 ? "" : "s")")
        }
        if let empty = variant.values.firstIndex(where: \.isEmpty) {
            return .variants("\(place) has an empty value for option \(empty + 1)")
        }
        if let long = variant.values.first(where: { lengthProblem("name", $0) != nil }) {
            return .variants(
                "\(place) has a value longer than \(maximumNameLength) characters: "
                    + long.catalogQuoted())
        }
        if !(0...maximumPrice).contains(variant.price) {
            return .variants("\(place) \"price\" must be from 0 to \(maximumPrice)")
        }
        if !(0...maximumStock).contains(variant.stock) {
            return .variants("\(place) \"stock\" must be from 0 to \(maximumStock)")
        }
        // A SKU is shown and searched like an id, so held to an id's rule.
        if let sku = variant.sku, let problem = idProblem(sku) {
            return .variants("\(place) \"sku\" \(problem)")
        }
        return nil
    }
}
