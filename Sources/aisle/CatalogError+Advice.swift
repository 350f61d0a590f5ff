import Storefront

extension CatalogError {
    /// The lines `aisle` prints for a catalog it cannot use: Storefront's located descriptions
    /// (`catalog "shop.json", line 57, products[12] (id "p-013"): missing field "price"`), one
    /// per problem, the first with the command-line advice, which only the executable may give.
    func messages(file: String) -> [String] {
        let advice =
            if case .unreadable = self {
                "check the path, or run without --catalog to use the bundled catalog"
            } else {
                "fix the file, or run without --catalog to use the bundled catalog"
            }
        let lines = lines(file: file)
        return lines.enumerated().map { index, line in
            "aisle: \(line)" + (index == 0 ? " — \(advice)" : "")
        }
    }
}
