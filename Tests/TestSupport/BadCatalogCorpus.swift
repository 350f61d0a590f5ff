import Storefront

/// Catalog files that break one rule each, with the exact message a reader gives (after
/// `catalog "shop.json"`): shared by the in-memory reader's tests and the importer's, so every
/// reader users run is held to the same checks.
public enum BadCatalogCorpus {
    /// A small valid catalog assembled from parts, so each bad case changes exactly one part.
    /// One record list per line and one product per line: p-003 is on line 7.
    public enum Sample {
        /// A product as JSON: `set` replaces fields with raw JSON values, `omit` drops one.
        public static func product(
            _ id: String, _ set: KeyValuePairs<String, String> = [:], omit: String? = nil
        ) -> String {
            var fields: [(String, String)] = [
                ("id", "\"\(id)\""), ("name", "\"Thing \(id)\""), ("category", #""coffee""#),
                ("seller", #""s-one""#), ("price", "1850"), ("stock", "3"),
                ("description", #""Nice.""#),
            ]
            for (key, value) in set {
                if let index = fields.firstIndex(where: { $0.0 == key }) {
                    fields[index].1 = value
                } else {
                    fields.append((key, value))
                }
            }
            let members = fields.filter { $0.0 != omit }.map { "\"\($0.0)\": \($0.1)" }
            return "{" + members.joined(separator: ", ") + "}"
        }

        /// Categories with these ids, as a JSON array.
        public static func categories(_ ids: String...) -> String {
            "[" + ids.map { #"{"id": "\#($0)", "name": "Shelf \#($0)"}"# }.joined(separator: ", ")
                + "]"
        }

        /// Sellers with these ids, as a JSON array.
        public static func sellers(_ ids: String...) -> String {
            let records = ids.map {
                #"{"id": "\#($0)", "name": "Café \#($0)", "about": "Sells."}"#
            }
            return "[" + records.joined(separator: ", ") + "]"
        }

        /// Products p-001 and p-002, then `third` (p-003 unless replaced).
        public static func json(
            currency: String = #""USD""#, categories: String = categories("coffee", "books"),
            sellers: String = sellers("s-one", "s-two"), third: String = product("p-003")
        ) -> String {
            let products = [product("p-001"), product("p-002", ["seller": #""s-two""#]), third]
            return #"{"currency": \#(currency),"# + "\n" + #""categories": \#(categories),"#
                + "\n" + #""sellers": \#(sellers),"# + "\n" + #""products": ["# + "\n"
                + products.joined(separator: ",\n") + "\n]}"
        }
    }

    /// A product's options (Size, Colour) and two variants: S / Red, then one with `values`
    /// and the id `id`.
    static func variants(_ values: String = #"["M", "Red"]"#, id: String = "v-2")
        -> KeyValuePairs<String, String>
    {
        [
            "options": #"["Size", "Colour"]"#,
            "variants": #"[{"id": "v-1", "values": ["S", "Red"], "price": 1, "stock": 1}, "#
                + #"{"id": "\#(id)", "values": \#(values), "price": 2, "stock": 1}]"#,
        ]
    }

    public struct BadCase: Sendable {
        public var label: String
        public var json: String
        /// `description(file: "shop.json")` of the error, without its `catalog "shop.json"`.
        public var message: String

        init(label: String, json: String, message: String) {
            self.label = label
            self.json = json
            self.message = message
        }
    }

    public static let p3 = #", line 7, products[2] (id "p-003")"#
    public static let empty =
        #": the file is empty; a catalog is a JSON object with "currency", "categories", "#
        + #""sellers" and "products""#
    public static let price = #""price" must be a whole number from 0 to 1000000000, found "#
    public static let stock = #""stock" must be a whole number from 0 to 1000000, found "#
    public static let lastLine = Sample.json().split(separator: "\n").last?.count ?? 0

    public static let badCases: [BadCase] = [
        BadCase(
            label: "not JSON", json: "hello",
            message: #", line 1, column 1: not valid JSON (expected a value, found "h")"#),
        BadCase(label: "empty file", json: "", message: empty),
        BadCase(label: "only white space", json: " \n\t ", message: empty),
        BadCase(
            label: "cut off", json: String(Sample.json().dropLast(3)),
            message: ", line 7, column \(Sample.product("p-003").count + 1): "
                + "not valid JSON (the file ends inside an array)"),
        BadCase(
            label: "text after the catalog", json: Sample.json() + " x",
            message: ", line 8, column \(lastLine + 2): "
                + #"not valid JSON (unexpected "x" after the end of the catalog)"#),
        BadCase(
            label: "missing field",
            json: Sample.json(third: Sample.product("p-003", omit: "price")),
            message: #"\#(p3): missing field "price""#),
        BadCase(
            label: "missing id", json: Sample.json(third: Sample.product("p-003", omit: "id")),
            message: #", line 7, products[2]: missing field "id""#),
        BadCase(
            label: "repeated field",
            json: Sample.json(third: Sample.product("p-003", ["price": "1, \"price\": 2"])),
            message: #"\#(p3): the field "price" appears twice; keep one"#),
        BadCase(
            label: "number as a string",
            json: Sample.json(third: Sample.product("p-003", ["stock": #""12""#])),
            message: #"\#(p3): "stock" must be a whole number, found a string ("12")"#),
        BadCase(
            label: "fractional price",
            json: Sample.json(third: Sample.product("p-003", ["price": "18.5"])),
            message: #"\#(p3): "price" must be a whole number, found 18.5"#),
        BadCase(
            label: "price far out of range",
            json: Sample.json(third: Sample.product("p-003", ["price": "99999999999999999999"])),
            message: "\(p3): \(price)99999999999999999999"),
        BadCase(
            label: "price just over the maximum",
            json: Sample.json(third: Sample.product("p-003", ["price": "1000000001"])),
            message: "\(p3): \(price)1000000001"),
        BadCase(
            label: "negative price",
            json: Sample.json(third: Sample.product("p-003", ["price": "-1"])),
            message: "\(p3): \(price)-1"),
        BadCase(
            label: "stock near 2^62",
            json: Sample.json(third: Sample.product("p-003", ["stock": "4611686018427387904"])),
            message: "\(p3): \(stock)4611686018427387904"),
        BadCase(
            label: "stock just over the maximum",
            json: Sample.json(third: Sample.product("p-003", ["stock": "1000001"])),
            message: "\(p3): \(stock)1000001"),
        BadCase(
            label: "negative stock",
            json: Sample.json(third: Sample.product("p-003", ["stock": "-2"])),
            message: "\(p3): \(stock)-2"),
        BadCase(
            label: "null name", json: Sample.json(third: Sample.product("p-003", ["name": "null"])),
            message: #"\#(p3): "name" must be a string, found null"#),
        BadCase(
            label: "entry not an object", json: Sample.json(third: #""p-003""#),
            message:
                #", line 7, products[2]: the entry must be an object, found a string ("p-003")"#
        ),
        BadCase(
            label: "products not an array",
            json: Sample.json().replacingOccurrences(
                of: #""products": ["#, with: #""products": {"x": ["#) + "}",
            message: #", line 4: "products" must be an array, found an object"#),
        BadCase(
            label: "missing currency",
            json: Sample.json().replacingOccurrences(of: #""currency": "USD","#, with: ""),
            message: #", line 1: missing field "currency""#),
        BadCase(
            label: "currency twice",
            json: Sample.json().replacingOccurrences(
                of: #""currency": "USD","#, with: #""currency": "USD", "currency": "EUR","#),
            message: #", line 1: the field "currency" appears twice; keep one"#),
        BadCase(
            label: "top level not an object", json: "[1, 2]",
            message: ", line 1: the catalog must be a JSON object, found an array"),
        BadCase(
            label: "duplicate product id", json: Sample.json(third: Sample.product("p-001")),
            message:
                #", line 7, products[2] (id "p-001"): the id "p-001" is already used by products[0]"#
        ),
        BadCase(
            label: "duplicate category id",
            json: Sample.json(categories: Sample.categories("coffee", "books", "coffee")),
            message:
                #", line 2, categories[2] (id "coffee"): the id "coffee" is already used by categories[0]"#
        ),
        BadCase(
            label: "duplicate seller id",
            json: Sample.json(sellers: Sample.sellers("s-one", "s-two", "s-two")),
            message:
                #", line 3, sellers[2] (id "s-two"): the id "s-two" is already used by sellers[1]"#
        ),
        BadCase(
            label: "unknown category",
            json: Sample.json(third: Sample.product("p-003", ["category": #""tea""#])),
            message: #"\#(p3): category "tea" is not in "categories""#),
        BadCase(
            label: "unknown seller",
            json: Sample.json(third: Sample.product("p-003", ["seller": #""s-nobody""#])),
            message: #"\#(p3): seller "s-nobody" is not in "sellers""#),
        BadCase(
            label: "unknown category, products before categories",
            json: #"{"products": [{"id": "p-1", "name": "A", "category": "tea", "#
                + #""seller": "s", "price": 1, "stock": 1, "description": ""}],"#
                + "\n"
                + #""currency": "EUR", "categories": [], "sellers": [{"id": "s", "name": "S", "#
                + #""about": ""}]}"#,
            message: #", line 1, products[0] (id "p-1"): category "tea" is not in "categories""#),
        BadCase(
            label: "unknown currency", json: Sample.json(currency: #""XYZ""#),
            message: #", line 1: currency "XYZ" is not an ISO 4217 code; it must be one, "#
                + "such as USD, EUR, GBP, JPY, BRL or VND"),
        BadCase(
            label: "id with a line break",
            json: Sample.json(third: Sample.product(#"p\n3"#)),
            message: #", line 7, products[2] (id "p\n3"): "id" must not hold control "#
                + "characters or line breaks (found U+000A)"),
        BadCase(
            label: "id with a space at the end",
            json: Sample.json(third: Sample.product("p-3 ")),
            message: #", line 7, products[2] (id "p-3 "): "id" must not begin or end with "#
                + "white space"),
        BadCase(
            label: "id too long",
            json: Sample.json(third: Sample.product(String(repeating: "é", count: 65))),
            message: #", line 7, products[2] (id ""# + String(repeating: "é", count: 60)
                + #"…"): "id" must be at most 128 bytes long in UTF-8, found 130"#),
        BadCase(
            label: "name past 1,000 characters",
            json: Sample.json(
                third: Sample.product(
                    "p-003", ["name": "\"" + String(repeating: "é", count: 1001) + "\""])),
            message: p3 + #": "name" may hold at most 1000 characters, found 1001"#),
        BadCase(
            label: "description past 1 MiB",
            json: Sample.json(
                third: Sample.product(
                    "p-003",
                    ["description": "\"" + String(repeating: "a", count: 1 << 20 + 1) + "\""])),
            message: p3 + #": "description" may hold at most 1048576 bytes of UTF-8, found 1048577"#
        ),
        BadCase(
            label: "description far past 1 MiB, never read",
            json: Sample.json(
                third: Sample.product(
                    "p-003", ["description": "\"" + String(repeating: "a", count: 7 << 20) + "\""])),
            message: p3
                + #": "description" may hold at most 1048576 bytes of UTF-8, found far more"#),
        BadCase(
            label: "an unknown field far past every maximum",
            json: Sample.json(
                third: Sample.product(
                    "p-003", ["colour": "\"" + String(repeating: "a", count: 7 << 20) + "\""])),
            message: p3 + #": "a field" may hold at most 6291456 bytes as written, found far more"#),
        BadCase(
            label: "seller's about past 1 MiB",
            json: Sample.json(
                sellers: #"[{"id": "s-one", "name": "S", "about": ""}, "#
                    + #"{"id": "s-two", "name": "T", "about": ""}, "#
                    + #"{"id": "s-3", "name": "U", "about": ""#
                    + String(repeating: "b", count: 1 << 20 + 1)
                    + "\"}]"),
            message: #", line 3, sellers[2] (id "s-3"): "#
                + #""about" may hold at most 1048576 bytes of UTF-8, found 1048577"#),
        BadCase(
            label: "empty category id",
            json: Sample.json(categories: Sample.categories("coffee", "books", "")),
            message: #", line 2, categories[2] (id ""): "id" must not be empty"#),
        BadCase(
            label: "lone surrogate",
            json: Sample.json(third: Sample.product("p-003", ["name": #""\udc00""#])),
            message: ", line 7, column 26, products[2] (id \"p-003\"): "
                + #"not valid JSON (a \u escape for half of a surrogate pair)"#),
        BadCase(
            label: "backslash before a control character",
            json: Sample.json(third: Sample.product("p-003", ["name": "\"\\\u{1B}[2J\""])),
            message: ", line 7, column 26, products[2] (id \"p-003\"): "
                + #"not valid JSON (a backslash followed by "\u{1B}" in a string)"#),
        BadCase(
            label: "raw control character",
            json: Sample.json(third: Sample.product("p-003", ["name": "\"a\tb\""])),
            message: ", line 7, column 27, products[2] (id \"p-003\"): not valid JSON "
                + #"(a control character inside a string (write it as an escape like \n))"#),
        BadCase(
            label: "nested too deeply",
            json: #"{"currency": "USD", "x": "# + String(repeating: "[", count: 40)
                + String(repeating: "]", count: 40) + "}",
            message: ", line 1, column 57: not valid JSON (nested more than 32 levels deep)"),
        BadCase(
            label: "variant with too few values",
            json: Sample.json(third: Sample.product("p-003", variants(#"["M"]"#))),
            message: #"\#(p3): variants[1] has 1 value for 2 options"#),
        BadCase(
            label: "two variants with the same values",
            json: Sample.json(third: Sample.product("p-003", variants(#"["S", "Red"]"#))),
            message: #"\#(p3): variants[1] and variants[0] are both "S / Red""#),
        BadCase(
            label: "variant id of another product",
            json: Sample.json(third: Sample.product("p-003", variants(id: "p-001"))),
            message: #"\#(p3): the id "p-001" is already used by products[0]"#),
        BadCase(
            label: "options without variants",
            json: Sample.json(third: Sample.product("p-003", ["options": #"["Size"]"#])),
            message: #"\#(p3): "options" are named but there are no "variants""#),
        BadCase(
            label: "variant without a price",
            json: Sample.json(
                third: Sample.product(
                    "p-003",
                    [
                        "options": #"["Size"]"#,
                        "variants": #"[{"id": "v-1", "values": ["S"], "stock": 1}]"#,
                    ])),
            message: #"\#(p3): missing field "price""#),
    ]
}
