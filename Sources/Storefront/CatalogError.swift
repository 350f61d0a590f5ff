/// Why a catalog cannot be used. Turned into one line for the user by `CatalogError.message`.
public enum CatalogError: Error, Equatable, Sendable {
    case duplicateCategory(CategoryID)
    case duplicateSeller(SellerID)
    case duplicateProduct(ProductID)
    case unknownCategory(product: ProductID, category: CategoryID)
    case unknownSeller(product: ProductID, seller: SellerID)
    case negativePrice(ProductID)
    case negativeStock(ProductID)
    case unsupportedCurrency(String)
    /// The file could not be read (missing, unreadable, not a regular file, too large).
    case unreadable(reason: String)
    /// The JSON is malformed or a record has a missing field or a wrong type; `record` says
    /// where ("products[12] (id \"p-13\")"), `problem` what.
    case malformed(record: String, problem: String)
}
