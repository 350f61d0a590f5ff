import Testing

/// A catalog file that cannot be used, or one of whose records is bad with `--strict` (all or
/// nothing): one line naming the file and the record, status 2, and the terminal never
/// touched. Without `--strict` the bad record is left out (`ShopifyRealShopEndToEndTests`).
@Suite("Bad catalogs", .timeLimit(.minutes(20)))
struct BadCatalogTests {
    /// A broken catalog and the text the error line must contain to point at the problem.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let names: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "product in a missing category",
            json: FixtureCatalog.json([
                .init(id: "t-1", name: "Sencha", category: "tea", price: 100),
                .init(id: "p-lost", name: "Lost", category: "no-such-category", price: 100),
            ]),
            names: ["p-lost", "no-such-category"]),
        Case(
            name: "product by a missing seller",
            json: FixtureCatalog.json([
                .init(id: "p-orphan", name: "Orphan", category: "tea", price: 100, seller: "s-gone")
            ]),
            names: ["p-orphan", "s-gone"]),
        Case(
            name: "duplicate product id",
            json: FixtureCatalog.json([
                .init(id: "p-twice", name: "One", category: "tea", price: 100),
                .init(id: "p-twice", name: "Two", category: "tea", price: 200),
            ]),
            names: ["p-twice"]),
        Case(
            name: "negative price",
            json: FixtureCatalog.json([
                .init(id: "p-neg", name: "Neg", category: "tea", price: -5)
            ]),
            names: ["p-neg", "price"]),
        Case(
            name: "stock near 2^62 (issue 8: the cart trapped on it)",
            json: FixtureCatalog.json([
                .init(id: "t-1", name: "Sencha", category: "tea", price: 100),
                .init(id: "p-huge", name: "Huge", category: "tea", price: 100, stock: 1 << 62),
            ]),
            names: ["line 5", "products[1]", "p-huge", "stock", "1000000", "4611686018427387904"]),
        Case(
            name: "price past the maximum",
            json: FixtureCatalog.json([
                .init(id: "p-dear", name: "Dear", category: "tea", price: 1_000_000_001)
            ]),
            names: ["products[0]", "p-dear", "price", "1000000000"]),
        Case(
            name: "truncated JSON", json: #"{"currency": "USD", "categories": ["#,
            names: ["line 1"]),
    ]

    @Test("without a terminal: status 2, one line naming file and record", arguments: cases)
    func plain(_ bad: Case) throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write(bad.json, to: "bad-catalog.json")
        let result = try PlainRun.run(["--strict", "--catalog", file], scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(result.standardOutput.isEmpty)
        #expect(OneLine.isOneLine(result.standardError), "one line: \(result.error)")
        #expect(result.error.contains(file) || result.error.contains("bad-catalog.json"))
        for name in bad.names {
            #expect(result.error.contains(name), "the line names \(name): \(result.error)")
        }
        #expect(result.error.hasPrefix("aisle: catalog "))
        #expect(result.error.contains("run without --catalog to use the bundled catalog"))
    }

    @Test(
        "in a terminal: status 2 before the screen is touched",
        .enabled(if: Tmux.isAvailable, "needs tmux"), arguments: cases.prefix(1))
    func inTerminal(_ bad: Case) throws {
        let session = try TmuxSession()
        let file = try session.scratch.write(bad.json, to: "bad-catalog.json")
        try session.launch(["--strict", "--catalog", file], recordOutput: true)
        #expect(try session.waitForExit() == .exited(2))
        let output = try session.waitForFile(session.outputLog, "hold one whole line") {
            $0.last == UInt8(ascii: "\n")
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(!output.contains(0x1b), "no escape codes: \(text)")
        #expect(OneLine.isOneLine(output), "one line: \(text)")
        #expect(text.contains("bad-catalog.json") && bad.names.allSatisfy(text.contains))
        #expect(ScratchDirectory.contents(of: session.navigationFile) == nil, "nothing saved")
    }

    @Test("a missing catalog file: status 2, one line naming it")
    func missingFile() throws {
        let scratch = try ScratchDirectory()
        let file = scratch.file("nowhere.json")
        let result = try PlainRun.run(["--catalog", file], scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(result.standardOutput.isEmpty)
        #expect(OneLine.isOneLine(result.standardError) && result.error.contains("nowhere.json"))
    }
}
