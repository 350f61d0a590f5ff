import Foundation
import Testing

/// Links in and out: `aisle open` lands where a link says, with a working Back key; `aisle link`
/// writes down where a session was; bad links are refused before the terminal is touched.
@Suite(
    "Links end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct LinksEndToEndTests {
    @Test("aisle open on a product link: the product above its category; Back highlights it")
    func openProductLink() throws {
        let session = try TmuxSession()
        let catalog = try Self.writeFixture(session.scratch)
        // The third product, so that a highlight left on the first row cannot pass for it.
        try session.launch(["open", "aisle://product/t-3", "--catalog", catalog])
        var rows = try session.waitForTitle("Ceremonial Matcha")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Ceremonial Matcha")

        try session.sendKeys("Left")
        rows = try session.waitForTitle("Tea Room")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room")
        #expect(ScreenRows.isHighlighted("Ceremonial Matcha", in: rows))
        try session.sendKeys("Left")
        try session.waitForHome(highlighting: "Tea Room")
    }

    @Test("browse three screens deep, quit; aisle link in a pipe; aisle open of it elsewhere")
    func linkRoundTrip() throws {
        let first = try TmuxSession()
        let catalog = try Self.writeFixture(first.scratch)
        try first.launch(["--catalog", catalog])
        try first.waitForHome(highlighting: "Tea Room")
        // A query with a space, so the link has to percent-encode it.
        try first.sendKeys("/")
        try first.waitUntil("the search prompt") { ScreenRows.bottomRow($0).hasPrefix(" Search:") }
        try first.type("ceremonial matcha")
        try first.waitUntil("the query typed") {
            ScreenRows.bottomRow($0).hasSuffix("ceremonial matcha")
        }
        try first.sendKeys("Enter")
        try first.waitForTitle("Results for “ceremonial matcha”")
        try first.open("Ceremonial Matcha")
        try first.sendKeys("Enter")
        let seller = try first.waitForTitle("Leaf & Iron")
        try first.sendKeys("q")
        #expect(try first.waitForExit() == .exited(0))

        let printed = try PlainRun.run(
            ["link", "--catalog", catalog], environment: ["TERM": nil], scratch: first.scratch)
        #expect(printed.termination == .exited(0), "stderr: \(printed.error)")
        #expect(OneLine.isOneLine(printed.standardOutput), "one line: \(printed.output)")
        let link = printed.output.trimmed.trimmingCharacters(in: .newlines)
        #expect(link.hasPrefix("aisle://search/") && !link.contains(" "), "link: \(link)")

        // Another user, another machine: nothing saved, only the link.
        let second = try TmuxSession()
        let otherCatalog = try Self.writeFixture(second.scratch)
        try second.launch(["open", link, "--catalog", otherCatalog])
        var rows = try second.waitForTitle("Leaf & Iron")
        #expect(ScreenRows.topBar(rows) == ScreenRows.topBar(seller), "same breadcrumbs")
        #expect(ScreenRows.crumbs(rows).hasSuffix("› 3 Ceremonial Matcha › 4 Leaf & Iron"))
        try second.sendKeys("Left")
        rows = try second.waitForTitle("Ceremonial Matcha")
        try second.sendKeys("Left")
        rows = try second.waitForTitle("Results for “ceremonial matcha”")
    }

    /// A well-formed link that cannot be followed to its end, and where it must stop.
    struct Unfollowable: CustomTestStringConvertible, Sendable {
        let link: String
        let title: String
        let crumbs: String
        let notice: String
        /// The path saved on quit, as `SavedNavigation` reads it.
        let saved: [String]
        var testDescription: String { link }
    }

    static let unfollowable: [Unfollowable] = [
        Unfollowable(
            link: "aisle://category/tea/product/t-999", title: "Tea Room",
            crumbs: "1 Home › 2 Tea Room", notice: "product t-999 is no longer sold",
            saved: ["category/tea"]),
        Unfollowable(
            link: "aisle://checkout/review", title: "Cart", crumbs: "1 Home › 2 Cart",
            notice: "the cart is empty", saved: ["cart"]),
        Unfollowable(
            link: "aisle://order/A-000000-AAAA", title: "Your orders", crumbs: "1 Home › 2 Orders",
            notice: "A-000000-AAAA", saved: ["orders"]),
    ]

    @Test(
        "a well-formed link that cannot be followed opens the valid part, with a notice",
        arguments: unfollowable)
    func validPrefix(_ link: Unfollowable) throws {
        let session = try TmuxSession()
        let catalog = try Self.writeFixture(session.scratch)
        try session.launch(["open", link.link, "--catalog", catalog])
        let rows = try session.waitForTitle(link.title)
        #expect(ScreenRows.crumbs(rows) == link.crumbs)
        #expect(ScreenRows.notice(rows).contains(link.notice), "notice: \(rows.suffix(3))")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(SavedNavigation.path(inFile: session.navigationFile) == link.saved)
    }

    @Test(
        "a query with blanks, %, /, ?, #, + and non-ASCII survives open, then link",
        arguments: ["matcha 100%/ü?#+&", "抹茶 tea"])
    func awkwardQuery(_ query: String) throws {
        let session = try TmuxSession()
        let catalog = try Self.writeFixture(session.scratch)
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: unreserved))
        try session.launch(["open", "aisle://search/" + encoded, "--catalog", catalog])
        try session.waitForTitle("Results for “\(query)”")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        let printed = try PlainRun.run(
            ["link", "--catalog", catalog], environment: ["TERM": nil], scratch: session.scratch)
        #expect(printed.termination == .exited(0), "stderr: \(printed.error)")
        let link = printed.output.trimmingCharacters(in: .newlines)
        #expect(
            link.unicodeScalars.allSatisfy { $0.isASCII && !" ?#".unicodeScalars.contains($0) },
            "only ASCII, nothing a shell or URL would split at: \(link)")
        #expect(link.hasPrefix("aisle://search/") && !link.dropFirst(15).contains("/"))
        #expect(link.removingPercentEncoding == "aisle://search/" + query, "link: \(link)")
    }

    @Test("inside the app: y shows the link, : goes to a short link, a bad one shows the error")
    func goToPrompt() throws {
        let session = try TmuxSession()
        let catalog = try Self.writeFixture(session.scratch)
        try session.launch(["--catalog", catalog])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys(":")
        try session.waitUntil("the Go to prompt") { ScreenRows.bottomRow($0).hasPrefix(" Go to:") }
        try session.type("product/t-3")
        try session.waitUntil("the typed link") {
            ScreenRows.bottomRow($0).hasSuffix("product/t-3")
        }
        try session.sendKeys("Enter")
        var rows = try session.waitForTitle("Ceremonial Matcha")
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Ceremonial Matcha")

        try session.sendKeys("y")
        rows = try session.waitFor("Sent aisle://")
        #expect(ScreenRows.notice(rows).contains("Sent aisle://category/tea/product/t-3 to the"))
        #expect(ScreenRows.notice(rows).contains("with OSC 52 (the terminal may ignore it)"))

        try session.sendKeys(":")
        try session.waitUntil("the Go to prompt") { ScreenRows.bottomRow($0).hasPrefix(" Go to:") }
        try session.type("aisle://bogus/1")
        try session.waitUntil("the typed link") { ScreenRows.bottomRow($0).hasSuffix("bogus/1") }
        try session.sendKeys("Enter")
        rows = try session.waitUntil("the error on the bottom rows") {
            ScreenRows.notice($0).contains("links look like aisle://")
        }
        #expect(ScreenRows.notice(rows).contains("unknown screen \"bogus\""))
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tea Room › 3 Ceremonial Matcha", "stays")
    }

    /// A link that must be refused, and words its one-line message must contain.
    struct Malformed: CustomTestStringConvertible, Sendable {
        let link: String
        let says: String
        var testDescription: String { link.count > 40 ? "a \(link.utf8.count)-byte link" : link }
    }

    static let malformed: [Malformed] = [
        Malformed(link: "aisle:/x", says: "not an Aisle link"),
        Malformed(link: "http://x", says: "not an Aisle link"),
        Malformed(link: "aisle://bogus/1", says: "unknown screen \"bogus\""),
        Malformed(link: "aisle://product", says: "needs an id"),
        Malformed(link: "aisle://checkout/later", says: "unknown checkout step"),
        Malformed(link: "aisle://cart?x", says: "unexpected \"?x\""),
        Malformed(link: "aisle://cart#top", says: "unexpected \"#top\""),
        Malformed(link: "aisle://cart//orders", says: "empty"),
        Malformed(link: "aisle://search/%zz", says: "bad percent-encoding"),
        Malformed(link: "aisle://search/a\u{7}b", says: "control character"),
        Malformed(
            link: "aisle://search/" + String(repeating: "a", count: 5000), says: "too long"),
    ]

    @Test(
        "a malformed link: exit 2, one line on stderr saying why, nothing on stdout",
        arguments: malformed)
    func refused(_ malformed: Malformed) throws {
        let scratch = try ScratchDirectory()
        let result = try PlainRun.run(["open", malformed.link], scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(result.standardOutput.isEmpty, "stdout: \(result.output)")
        #expect(OneLine.isOneLine(result.standardError), "one line: \(result.error)")
        #expect(result.error.contains(malformed.says), "stderr: \(result.error)")
        #expect(result.error.contains("links look like aisle://"), "stderr: \(result.error)")
    }

    @Test("a malformed link in a real terminal: exit 2, one line, the terminal untouched")
    func refusedInTerminal() throws {
        let session = try TmuxSession()
        try session.launch(["open", "aisle://bogus/1"], recordOutput: true)
        #expect(try session.waitForExit() == .exited(2))
        #expect(try session.format("#{alternate_on}") == "0")
        let output = try session.waitForFile(session.outputLog, "hold one whole line") {
            $0.last == UInt8(ascii: "\n")
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(!output.contains(0x1b), "no escape codes: \(text)")
        #expect(OneLine.isOneLine(output), "one line: \(text)")
        #expect(text.contains("links look like aisle://"))
        #expect(ScratchDirectory.contents(of: session.navigationFile) == nil, "nothing saved")
    }

    /// Writes the fixture catalog into `scratch` and returns its path.
    static func writeFixture(_ scratch: ScratchDirectory) throws -> String {
        try scratch.write(FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
    }
}
