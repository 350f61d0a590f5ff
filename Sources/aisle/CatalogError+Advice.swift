import Storefront

extension CatalogError {
    /// The line `aisle` prints for a catalog it cannot use: Storefront's located description
    /// (`catalog "shop.json", line 57, products[12] (id "p-013"): missing field "price"`) with
    /// the command-line advice, which only the executable may give.
    func message(file: String) -> String {
        let advice =
            if case .unreadable = self {
                "check the path, or run without --catalog to use the bundled catalog"
            } else {
                "fix the file, or run without --catalog to use the bundled catalog"
            }
        return "aisle: \(description(file: file)) — \(advice)"
    }
}
