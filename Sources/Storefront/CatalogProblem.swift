/// What is wrong with a catalog's content, in the file's own terms; `CatalogPlace` says where.
public enum CatalogProblem: Equatable, Sendable {
    /// Nothing but white space.
    case empty
    /// Not JSON: what the reader expected and found (`expected "," or "}" after a field,
    /// found "x"`).
    case syntax(String)
    /// A record or the top level lacks a field the format requires.
    case missingField(String)
    /// A field the format uses appears twice in one object.
    case repeatedField(String)
    /// A value of the wrong kind: `subject` is a quoted field name, "the entry" or "the
    /// catalog"; `expected` and `found` are in words (`a whole number`, `a string ("12")`).
    case wrongType(subject: String, expected: String, found: String)
    /// A whole number outside `0...maximum` (see `Catalog.maximumPrice`, `maximumStock`).
    case outOfRange(field: String, found: String, maximum: Int)
    /// A text field longer than its maximum (`Catalog.maximumLength(of:)`): `found` is its
    /// length in `unit`, nil when it was not even read (far past the maximum as written).
    case tooLong(field: String, maximum: Int, unit: String, found: Int?)
    /// An id that breaks `Catalog.isValidID`'s rule.
    case invalidID(String)
    /// An id an earlier record of the same list already has; `first` is that record.
    case duplicateID(String, first: CatalogRecord)
    /// A product names a category that `categories` does not list.
    case unknownCategory(String)
    /// A product names a seller that `sellers` does not list.
    case unknownSeller(String)
    /// A product's options or variants break a rule of `Catalog.variantProblem(of:)`; the
    /// text says which, in the file's terms ("variants[2] has 1 value for 2 options").
    case variants(String)
    /// A currency Aisle cannot write amounts in.
    case unsupportedCurrency(String)
}
