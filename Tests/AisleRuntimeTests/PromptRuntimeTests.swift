import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// The prompts through the real loop: a huge paste, Ctrl-C, and a history that outlives the
/// process.
@Suite(.timeLimit(.minutes(10))) struct PromptRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    /// 50,000 pasted characters land in one step: the link is cut at its bound, the cut is
    /// reported above the prompt, the end of the text (where the cursor is) shows, and the
    /// frame after the paste is the next frame drawn. (Measured in this test's setting before
    /// the prompt reused the field: 68 ms for the paste, 1.1 s for the same text arriving as
    /// 50,000 separate keys; after: see DECISIONS.md.)
    @Test func aFiftyThousandCharacterPasteIsTakenAtOnceAndCut() throws {
        let scratch = try RuntimeScratch()
        let paste = String(repeating: "category/tea/", count: 50_000 / 13) + "END"
        let (ending, loop, terminal) = scratch.run(
            try scratch.startup(),
            [.key(.character(":")), .key(.paste(paste)), Self.frame, .quit, Self.frame])
        #expect(ending == .hangup, "q was typed into the prompt, not taken as quit")
        let prompt = try #require(loop.state.prompt)
        #expect(prompt.text.unicodeScalars.count == DeepLink.maxLength)
        #expect(paste.hasPrefix(prompt.text.dropLast()))
        #expect(terminal.canvases.count == 3, "launch, the paste, the q: one frame each")
        let pasted = terminal.frames[1]
        #expect(pasted[22].contains("Go to text stops at 4096 characters"))
        #expect(pasted[23].hasPrefix(" Go to: ‹"), "the start is scrolled off: \(pasted[23])")
        #expect(pasted[23].contains("category/tea/"))
    }

    /// The same text typed key by key (a terminal without bracketed paste) is drained before
    /// one frame is drawn, and stops at the bound too.
    @Test func aFloodOfKeysIsDrawnOnce() throws {
        let scratch = try RuntimeScratch()
        let keys = String(repeating: "tea ", count: 12_500).map {
            TestTerminal.Step.key(.character($0))
        }
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(), [.key(.character("/"))] + keys + [Self.frame])
        #expect(loop.state.prompt?.text.unicodeScalars.count == Route.maximumQueryLength)
        #expect(terminal.canvases.count == 2)
    }

    @Test func controlCInAPromptCancelsItAndTheProgramGoesOn() throws {
        let scratch = try RuntimeScratch()
        let (ending, loop, terminal) = scratch.run(
            try scratch.startup(),
            [
                .key(.character("/")), .key(.character("t")), Self.frame, .key(.control("c")),
                Self.frame, .key(.character(":")), .key(.character("x")), .key(.control("c")),
                Self.frame, .down, Self.frame,
            ])
        #expect(ending == .hangup, "Ctrl-C in a prompt never quits")
        #expect(loop.state.prompt == nil)
        #expect(terminal.frames[1][23].contains("Search: t"))
        #expect(!terminal.frames[2][23].contains("Search:"))
        #expect(loop.state.position.selected == 1, "keys act on the screen again")
        // Without a prompt, Ctrl-C quits (and saves) as before.
        let (quit, _, _) = scratch.run(try scratch.startup(), [.key(.control("c"))])
        #expect(quit == .quit)
    }

    @Test func theHistorySurvivesARelaunch() throws {
        let scratch = try RuntimeScratch()
        let search = [TestTerminal.Step.key(.character("/"))] + TestTerminal.Step.keys("kettle")
        _ = scratch.run(try scratch.startup(), search + [.key(.enter), Self.frame, .quit])
        let (_, _, terminal) = scratch.run(
            try scratch.startup(), [.key(.character("f")), .key(.up), Self.frame, .quit])
        #expect(terminal.frames[1][23].contains("Search: kettle"), "\(terminal.frames[1][23])")
    }
}
