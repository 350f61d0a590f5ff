import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// Not a test of the build: a measurement, run by `scripts/relevance.sh` over a real catalog
/// (`AISLE_RELEVANCE_CATALOG`, made by `scripts/debian-catalog.py`) and a table of queries
/// with the product each should find (`AISLE_RELEVANCE_QUERIES`, `docs/relevance-queries.tsv`).
/// It imports the catalog through the cache as the program does, and writes where each wanted
/// product stands to `AISLE_RELEVANCE_REPORT`. Skipped unless the catalog is named.
@Suite("Relevance report", .timeLimit(.minutes(10)))
struct RelevanceReport {
    static let environment = ProcessInfo.processInfo.environment

    @Test(
        .enabled(
            if: environment["AISLE_RELEVANCE_CATALOG"] != nil,
            "a report, not a check: set AISLE_RELEVANCE_CATALOG to a catalog to print it"))
    func report() throws {
        let catalogPath = try #require(Self.environment["AISLE_RELEVANCE_CATALOG"])
        let queries = try String(
            contentsOfFile: try #require(Self.environment["AISLE_RELEVANCE_QUERIES"]),
            encoding: .utf8)
        let directory = try TemporaryDirectory()
        let cache = CatalogCache(environment: [
            "HOME": directory.path, "XDG_CACHE_HOME": directory.file("cache"),
        ])
        let catalog = Catalog(
            store: try cache.open(source: catalogPath, key: catalogPath) { _ in }.store)
        var lines: [String] = []
        var inTop3 = 0
        var points = 0
        var total = 0
        for (query, wanted) in Self.table(queries) {
            let shelf = catalog.shelf(matching: query)
            let top = shelf.products(at: 0..<200).map(\.id.rawValue)
            let index = top.firstIndex(of: wanted)
            total += 1
            if let index, index < 3 {
                inTop3 += 1
                points += 3 - index
            }
            lines.append(
                "| `\(query)` | `\(wanted)` | \(index.map { String($0 + 1) } ?? "—") | "
                    + "\(shelf.count) | "
                    + top.prefix(3).map { "`\($0)`" }.joined(separator: " ") + " |")
        }
        // Misspelt queries: what "did you mean" offers, and whether searching it finds the
        // wanted product in the top 3.
        let typos = try Self.environment["AISLE_RELEVANCE_TYPOS"].map {
            try String(contentsOfFile: $0, encoding: .utf8)
        }
        var taken = 0
        var typoLines: [String] = []
        for (typo, wanted) in Self.table(typos ?? "") {
            let suggestion = catalog.suggestion(for: typo)
            let top = suggestion.map {
                catalog.shelf(matching: $0).products(at: 0..<3).map(\.id.rawValue)
            }
            if top?.contains(wanted) == true { taken += 1 }
            typoLines.append(
                "| `\(typo)` | \(catalog.shelf(matching: typo).count) | "
                    + (suggestion.map { "`\($0)`" } ?? "—") + " | `\(wanted)` | "
                    + (top?.contains(wanted) == true ? "yes" : "no") + " |")
        }
        let report =
            "\(inTop3) of \(total) in the top 3 (score \(points) of \(3 * total): 3 for first, "
            + "2 for second, 1 for third); typos: \(taken) of \(typoLines.count) suggestions "
            + "find the wanted product in the top 3\n\n"
            + "| query | wanted | rank | results | top 3 |\n|---|---|---|---|---|\n"
            + lines.joined(separator: "\n") + "\n\n"
            + "| typo | results | did you mean | wanted | in its top 3 |\n|---|---|---|---|---|\n"
            + typoLines.joined(separator: "\n") + "\n"
        let output = Self.environment["AISLE_RELEVANCE_REPORT"] ?? "/dev/stdout"
        try report.write(toFile: output, atomically: false, encoding: .utf8)
    }

    /// The lines of a tab-separated table of queries and wanted ids (`#` lines are comments).
    static func table(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            return line.hasPrefix("#") || fields.count != 2 ? nil : (fields[0], fields[1])
        }
    }
}
