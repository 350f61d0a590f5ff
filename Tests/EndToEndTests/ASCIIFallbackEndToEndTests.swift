import Testing

/// Issue 19, item 9: a terminal whose locale is not UTF-8 (`LANG=C`, `LC_ALL=C`) or a user who
/// sets `AISLE_ASCII=1` gets a screen of plain ASCII: `>` for the highlight, `/` between
/// breadcrumbs, `Enter` in the hints, catalog text without mojibake; and `--help` likewise.
@Suite(
    "ASCII fallback",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20))
)
struct ASCIIFallbackEndToEndTests {
    static let environments: [[String: String?]] = [
        ["LANG": "C"], ["LANG": nil, "LC_ALL": "C"], ["AISLE_ASCII": "1"],
    ]

    @Test("the screen is ASCII", arguments: environments)
    func screenIsASCII(_ environment: [String: String?]) throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", AisleProgram.bundledCatalog()], environment: environment)
        try session.waitUntil("Home with an ASCII highlight") { rows in
            ScreenRows.topBar(rows).hasPrefix(" 1 Home ")
                && rows.contains { $0.hasPrefix("> Coffee & Tea") }
        }
        try session.sendKeys("Enter")
        let rows = try session.waitUntil("Coffee & Tea with an ASCII breadcrumb") { rows in
            ScreenRows.topBar(rows).hasPrefix(" 1 Home / 2 Coffee & Tea")
        }
        for row in rows {
            #expect(row.unicodeScalars.allSatisfy { $0.isASCII }, "an ASCII row: \(row)")
        }
        // The bundled catalog's "Café Moreno" and its CJK teas, without mojibake.
        #expect(rows.contains { $0.contains("Cafe Moreno") }, "\(rows)")
        #expect(rows.last?.contains("Enter open") == true, "hints: \(rows.last ?? "")")
        #expect(rows.last?.contains("<- Home") == true, "back hint: \(rows.last ?? "")")
    }

    @Test("--help is ASCII under LANG=C, and keeps its symbols in a UTF-8 locale")
    func helpIsASCII() throws {
        let scratch = try ScratchDirectory()
        let plain = try PlainRun.run(["--help"], environment: ["LANG": "C"], scratch: scratch)
        #expect(plain.termination == .exited(0), "stderr: \(plain.error)")
        #expect(plain.standardOutput.allSatisfy { $0 < 0x80 }, "ASCII: \(plain.output)")
        #expect(
            plain.output.contains("    Enter -> l           open the highlighted row"),
            "\(plain.output)")
        let utf8 = try PlainRun.run(["--help"], scratch: scratch)
        #expect(utf8.output.contains("⏎ → l"), "\(utf8.output)")
    }
}
