import AisleApp
import Storefront
import TerminalUI
import Testing

/// The prompt's new states at both sizes: the cursor inside the text with the start scrolled
/// off, Tab's list of matches above the link prompt, and a link that does not resolve.
@Suite(.timeLimit(.minutes(10))) struct PromptScreenTests {
    @Test(arguments: ScreenTests.sizes)
    func aLongSearchWithTheCursorInside(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.paste("green tea with a long list of words in it"))))
        for _ in 0..<3 { _ = reduce(&state, .prompt(.edited(.alt("b")))) }
        ScreenAssertions.assertScreen(state, size: size, named: "prompt-cursor")
    }

    @Test(arguments: ScreenTests.sizes)
    func tabListsTheMatches(size: Size) throws {
        var state = try ScreenFixture.state([])
        _ = reduce(&state, .prompt(.linkRequested))
        _ = reduce(&state, .prompt(.edited(.character("c"))))
        _ = reduce(&state, .prompt(.completionRequested))
        ScreenAssertions.assertScreen(state, size: size, named: "prompt-matches")
    }

    @Test(arguments: ScreenTests.sizes)
    func aLinkThatDoesNotResolve(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&state, .prompt(.linkRequested))
        _ = reduce(&state, .prompt(.edited(.paste("category/TEA"))))
        _ = reduce(&state, .prompt(.submitted))
        ScreenAssertions.assertScreen(state, size: size, named: "link-unresolved")
    }
}
