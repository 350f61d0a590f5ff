import ShopifyCatalog
import Storefront

/// Shopify product CSVs written by tests: Shopify's header (or part of it, in any order) and
/// rows given by column name, so each test says only what it is about.
struct ShopifyCSV {
    /// The columns Shopify exports that the reader uses, with a few it skips, in export order.
    static let header = [
        "Handle", "Title", "Body (HTML)", "Vendor", "Product Category", "Type", "Tags",
        "Published", "Option1 Name", "Option1 Value", "Option2 Name", "Option2 Value",
        "Option3 Name", "Option3 Value", "Variant SKU", "Variant Grams", "Variant Inventory Qty",
        "Variant Price", "Image Src", "Status",
    ]

    var columns = ShopifyCSV.header
    var rows: [[String: String]] = []
    var lineEnd = "\n"
    var byteOrderMark = false

    /// A product's first row: a plain product unless options are given.
    mutating func product(
        _ handle: String, _ title: String, price: String = "10.00", qty: String = "5",
        _ extra: [String: String] = [:]
    ) {
        var row = [
            "Handle": handle, "Title": title, "Body (HTML)": "<p>About \(title).</p>",
            "Vendor": "Acme", "Product Category": "Home & Garden > Kitchen", "Type": "Kitchen",
            "Published": "TRUE", "Option1 Name": "Title", "Option1 Value": "Default Title",
            "Variant Price": price, "Variant Inventory Qty": qty, "Status": "active",
        ]
        row.merge(extra) { $1 }
        rows.append(row)
    }

    /// A later row of `handle`: a variant, or only an image when `fields` is empty.
    mutating func row(_ handle: String, _ fields: [String: String] = [:]) {
        var row = ["Handle": handle]
        if fields.isEmpty { row["Image Src"] = "https://cdn.example/\(handle).jpg" }
        row.merge(fields) { $1 }
        rows.append(row)
    }

    /// The file's text, every field quoted when it needs to be.
    var text: String {
        var lines = [columns.map(Self.quoted).joined(separator: ",")]
        for row in rows {
            lines.append(columns.map { Self.quoted(row[$0] ?? "") }.joined(separator: ","))
        }
        return (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineEnd) + lineEnd
    }

    var bytes: [UInt8] { Array(text.utf8) }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { ",\"\n\r".contains($0) }) else { return field }
        return "\"" + field.replacingOccurrences("\"", with: "\"\"") + "\""
    }

    /// The catalog the reader builds in memory.
    func catalog() throws(CatalogError) -> CatalogContents {
        try Self.contents(bytes)
    }

    static func contents(_ bytes: [UInt8]) throws(CatalogError) -> CatalogContents {
        try ShopifyCSVReader.catalog(bytes)
    }

    /// The problems the reader reports for `bytes`, as (line, message) pairs; empty when it
    /// reads.
    static func problems(_ bytes: [UInt8]) -> [(line: Int?, text: String)] {
        do throws(CatalogError) {
            _ = try contents(bytes)
            return []
        } catch .invalid(let problem, let place) {
            return [
                (
                    place.line,
                    (place.record.map { $0.description + ": " } ?? "") + problem.description
                )
            ]
        } catch .several(let issues, _) {
            return issues.map {
                (
                    $0.place.line,
                    ($0.place.record.map { $0.description + ": " } ?? "") + $0.problem.description
                )
            }
        } catch {
            return [(nil, "\(error)")]
        }
    }
}

extension String {
    /// Every `target` replaced (FoundationEssentials-free).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
