import CatalogDatabase
import Testing

@testable import AisleRuntime

@Suite("Import progress bar", .timeLimit(.minutes(10)))
struct ImportProgressBarTests {
    final class Clock: @unchecked Sendable {
        var now: UInt64 = 1_000
    }

    static func progress(_ done: Int, of total: Int, products: Int) -> ImportProgress {
        ImportProgress(bytesRead: done, totalBytes: total, products: products)
    }

    @Test func aQuickImportDrawsNothing() {
        let clock = Clock()
        var written: [String] = []
        let bar = ImportProgressBar(name: "shop.json", width: 80, now: { clock.now }) {
            written.append($0)
        }
        clock.now += 400_000_000
        bar.update(Self.progress(100, of: 100, products: 1000))
        bar.finish()
        #expect(written.isEmpty)
    }

    @Test func aSlowImportDrawsInPlaceAtMostTenTimesASecondAndErasesItself() {
        let clock = Clock()
        var written: [String] = []
        let bar = ImportProgressBar(name: "shop.json", width: 80, now: { clock.now }) {
            written.append($0)
        }
        clock.now += 600_000_000
        bar.update(Self.progress(25, of: 100, products: 30_000))
        clock.now += 50_000_000
        bar.update(Self.progress(30, of: 100, products: 36_000))
        clock.now += 60_000_000
        bar.update(Self.progress(50, of: 100, products: 71_000))
        clock.now += 1_000_000
        bar.update(
            ImportProgress(bytesRead: 100, totalBytes: 100, products: 90_000, isIndexing: true))
        bar.finish()
        #expect(written.count == 4)
        #expect(written[0].hasPrefix("\rImporting shop.json  ["))
        #expect(written[0].contains("  25%  30,000 products  50,000/s"))
        #expect(written[1].contains("  50%  71,000 products"))
        #expect(written[2].hasPrefix("\rIndexing shop.json  90,000 products…"), "always drawn")
        #expect(written[3] == "\r\u{1B}[K")
    }

    @Test(arguments: [80, 40, 20, 5])
    func theLineFitsTheTerminal(width: Int) {
        let line = ImportProgressBar.line(
            Self.progress(1, of: 3, products: 1_234_567), name: "a-very-long-catalog-name.json",
            elapsed: 2_000_000_000, width: width)
        #expect(line.count <= width - 1)
    }

    @Test func theBarFillsWithTheFraction() {
        let line = ImportProgressBar.line(
            Self.progress(1, of: 2, products: 10), name: "x", elapsed: 1_000_000_000, width: 80)
        let filled = line.filter { $0 == "█" }.count
        let empty = line.filter { $0 == "░" }.count
        #expect(filled == empty)
        #expect(filled > 0)
    }

    @Test func theWaitForAnotherAislesImportIsSaidAtOnceAndErased() {
        let clock = Clock()
        var written: [String] = []
        let bar = ImportProgressBar(name: "shop.json", width: 80, now: { clock.now }) {
            written.append($0)
        }
        clock.now += 3_000_000_000
        bar.update(.waiting)
        // The holder stopped; this one imports on its own, its rate counted from now.
        bar.update(Self.progress(1, of: 100, products: 10))
        clock.now += 1_000_000_000
        bar.update(Self.progress(50, of: 100, products: 50_000))
        bar.finish()
        #expect(written.count == 3)
        #expect(written[0] == "\rWaiting for another Aisle to finish importing shop.json…\u{1B}[K")
        #expect(written[1].contains("  50%  50,000 products  50,000/s"), "\(written[1])")
        #expect(written[2] == "\r\u{1B}[K")
    }
}
