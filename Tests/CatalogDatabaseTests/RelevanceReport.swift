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
@Suite("Relevance report", .timeLimit(.minutes(3)))
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
        var total = 0
        for line in queries.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else { continue }
            let shelf = catalog.shelf(matching: fields[0])
            let top = shelf.products(at: 0..<200).map(\.id.rawValue)
            let rank = top.firstIndex(of: fields[1]).map { String($0 + 1) } ?? "—"
            total += 1
            if let index = top.firstIndex(of: fields[1]), index < 3 { inTop3 += 1 }
            lines.append(
                "| `\(fields[0])` | `\(fields[1])` | \(rank) | \(shelf.count) | "
                    + top.prefix(3).map { "`\($0)`" }.joined(separator: " ") + " |")
        }
        // Typos that find nothing, and what "did you mean" offers.
        let typos = ["pyhton", "postgrsql", "libreofice", "firefx", "imagemagik", "sqlte"]
        let suggestions = typos.map { typo in
            "| `\(typo)` | \(catalog.shelf(matching: typo).count) | "
                + (catalog.suggestion(for: typo).map { "`\($0)`" } ?? "—") + " |"
        }
        let report =
            "\(inTop3) of \(total) in the top 3\n\n"
            + "| query | wanted | rank | results | top 3 |\n|---|---|---|---|---|\n"
            + lines.joined(separator: "\n") + "\n\n"
            + "| typo | results | did you mean |\n|---|---|---|\n"
            + suggestions.joined(separator: "\n") + "\n"
        let output = Self.environment["AISLE_RELEVANCE_REPORT"] ?? "/dev/stdout"
        try report.write(toFile: output, atomically: false, encoding: .utf8)
    }
}
