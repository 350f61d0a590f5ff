import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// A NUL in catalog text, through the real catalog cache and loop: the screen shows a
/// placeholder where it was and the text after it.
@Suite(.timeLimit(.minutes(10))) struct NulTextRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    @Test func aNulShowsAsAPlaceholderAndTheRestStays() throws {
        let catalog = RuntimeScratch.catalogJSON
            .replacingOccurrences(of: "Sencha Green", with: #"Sencha\u0000 Green"#)
            .replacingOccurrences(of: "About Sencha.", with: #"About\u0000 Sencha, all of it."#)
        let scratch = try RuntimeScratch(catalogJSON: catalog)
        let (_, _, terminal) = scratch.run(
            try scratch.startup(), [.key(.enter), Self.frame, .key(.enter), Self.frame, .quit])
        let product = try #require(terminal.frames.last)
        #expect(product.contains { $0.contains("Sencha\u{FFFD} Green") }, "\(product)")
        #expect(product.contains { $0.contains("About\u{FFFD} Sencha, all of it.") }, "\(product)")
    }
}
