import StateFiles
import Storefront

/// A problem of a Shopify CSV catalog and the line it is on.
struct ShopifyProblem: Error {
    var problem: CatalogProblem
    var line: Int

    /// `column`'s field does not hold what it must: `"Variant Price" must be an amount like
    /// 18.50, found "12,50"`.
    static func invalid(_ column: ShopifyColumn, must expected: String, found: String, line: Int)
        -> ShopifyProblem
    {
        ShopifyProblem(
            problem: .wrongType(
                subject: quoted(column.name), expected: expected, found: quoted(found)),
            line: line)
    }

    /// A rule of options and variants broken, in the file's terms.
    static func variants(_ text: String, line: Int) -> ShopifyProblem {
        ShopifyProblem(problem: .variants(text), line: line)
    }

    /// `column`'s text is longer than the catalog field it fills allows (`Catalog.lengthProblem`).
    static func length(_ column: ShopifyColumn, field: String, _ text: String, line: Int)
        -> ShopifyProblem?
    {
        guard
            case .tooLong(_, let maximum, let unit, let found)? = Catalog.lengthProblem(field, text)
        else { return nil }
        return ShopifyProblem(
            problem: .tooLong(field: column.name, maximum: maximum, unit: unit, found: found),
            line: line)
    }

    /// Text from the file in double quotes for a message, escaped and cut as the JSON
    /// reader's messages quote it.
    static func quoted(_ text: String) -> String { JSONScanner.quoted(text) }
}

/// A value read from the file, or every problem that kept it from being read.
enum Checked<Value> {
    case value(Value)
    case problems([ShopifyProblem])
}
