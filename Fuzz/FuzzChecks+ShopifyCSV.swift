import ShopifyCatalog
import Storefront

extension FuzzChecks {
    /// The Shopify CSV reader: a catalog within every rule, or an error whose every problem has
    /// a line and that lists at most 20, never a crash (`catalog(_:)`'s promises for JSON).
    static func shopifyCSV(_ bytes: [UInt8]) {
        do throws(CatalogError) {
            let contents = try ShopifyCSVReader.catalog(bytes)
            let ids =
                contents.categories.map(\.id.rawValue) + contents.sellers.map(\.id.rawValue)
                + contents.products.flatMap { [$0.id.rawValue] + $0.variants.map(\.id.rawValue) }
            if let bad = ids.first(where: { !Catalog.isValidID($0) }) {
                fatalError("a CSV record with an invalid id was read: \(bad)")
            }
            if let bad = contents.products.first(where: { Catalog.rangeProblem(of: $0) != nil }) {
                fatalError("a CSV product outside the maxima was read: \(bad.id)")
            }
        } catch .unreadable {
            fatalError("bytes in memory cannot be unreadable")
        } catch .invalid(_, let place) {
            guard place.line != nil else { fatalError("a CSV problem without a line") }
        } catch .several(let issues, let more) {
            guard issues.count >= 2, issues.count <= CatalogProblemLog.limit, more >= 0,
                issues.allSatisfy({ $0.place.line != nil })
            else { fatalError("a CSV report of several problems out of shape: \(issues.count)") }
        } catch {
            fatalError("an error of no known kind: \(error)")
        }
    }

    /// HTML to text: never a crash, no white space at the end of a line or of the text, and
    /// never more than one blank line in a row.
    static func htmlText(_ html: String) {
        let text = HTMLText.plain(html)
        if text.contains("\n\n\n") { fatalError("two blank lines in a row") }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false)
        where line.last == " " {
            fatalError("a line ends in a space")
        }
        if text.last == "\n" { fatalError("the text ends in a line break") }
    }
}
