import Testing

@testable import aisle

/// Issue 30, item 17: links tab-complete in the shell. `aisle open`'s link argument has a
/// custom completion (ArgumentParser calls `aisle ---completion …` on Tab), which offers the
/// screens a link may name next and checkout's steps; bash's split of words at `:` is undone.
@Suite(.timeLimit(.minutes(20))) struct LinkShellCompletionTests {
    @Test(arguments: [
        ("", ["aisle://cart", "aisle://category/", "aisle://checkout/", "aisle://order/"]),
        ("ais", ["aisle://cart", "aisle://product/", "aisle://search/"]),
        ("aisle://c", ["aisle://cart", "aisle://category/", "aisle://checkout/"]),
        ("aisle://cart/checkout/r", ["aisle://cart/checkout/review"]),
        ("aisle://category/coffee/p", ["aisle://category/coffee/product/"]),
        ("aisle://nowhere/", []),
        ("https://", []),
    ])
    func candidatesContinueTheLink(head: String, expected: [String]) {
        let offered = LinkArgumentCompletion.candidates(for: head)
        for candidate in expected { #expect(offered.contains(candidate), "\(head): \(offered)") }
        if expected.isEmpty { #expect(offered.isEmpty, "\(head): \(offered)") }
        #expect(offered.allSatisfy { $0.hasPrefix(head) }, "a candidate continues what is typed")
    }

    @Test func bashsWordsSplitAtTheColonAreJoinedAndGivenBackSplit() {
        let offered = LinkArgumentCompletion.complete(
            ["aisle", "open", "aisle", ":", "//ca"], 4, "//ca")
        #expect(offered.sorted() == ["//cart", "//category/"])
        let colon = LinkArgumentCompletion.complete(["aisle", "open", "aisle", ":"], 3, ":")
        #expect(colon.contains("://cart"))
        let whole = LinkArgumentCompletion.complete(
            ["aisle", "open", "aisle://or"], 2, "aisle://or")
        #expect(whole.sorted() == ["aisle://order/", "aisle://orders"])
    }

    /// Each argument a line, then the words readline split it into (at spaces and at `:`),
    /// separated by `|`; each output line the line, `->`, the offers sorted.
    static let readlineDriver = """
        source SCRIPT
        cd DIR
        for entry in "$@"; do
          COMP_LINE="${entry%%|*}"; COMP_POINT=${#COMP_LINE}
          IFS='|' read -r -a COMP_WORDS <<< "${entry#*|}"
          COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
          COMPREPLY=()
          _aisle_joining_colons aisle "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
          echo "$COMP_LINE -> $(printf '%s\\n' "${COMPREPLY[@]}" | sort | xargs)"
        done
        """

    @Test func theBashScriptCallsTheCompletionAndTheShellOffersTheScreens() throws {
        let scratch = try ScratchDirectory()
        let generated = try PlainRun.run(
            ["--generate-completion-script", "bash"], scratch: scratch)
        #expect(
            generated.output.contains(
                "__aisle_custom_complete ---completion open -- positional@0"))
        #expect(generated.output.contains("complete -o filenames -F _aisle_joining_colons aisle"))
        // The hook runs the first word of the line: this build's `aisle`.
        let binary = try AisleProgram.binary()
        let directory = String(binary[..<(binary.lastIndex(of: "/") ?? binary.endIndex)])
        let lines = try CompletionEndToEndTests.offers(
            "bash",
            lines: [
                "aisle open aisle://c|aisle|open|aisle|:|//c",
                "aisle open aisle:|aisle|open|aisle|:",
                "aisle open aisle://cart/checkout/|aisle|open|aisle|:|//cart/checkout/",
                "aisle open --catalog sh|aisle|open|--catalog|sh",
            ], program: "PATH='\(directory)':$PATH\n" + Self.readlineDriver)
        #expect(
            lines.contains("aisle open aisle://c -> //cart //category/ //checkout/"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("aisle open aisle: -> ://cart ://category/") })
        #expect(
            lines.contains(
                "aisle open aisle://cart/checkout/ -> //cart/checkout/payment "
                    + "//cart/checkout/review //cart/checkout/shipping"),
            "\(lines)")
        #expect(lines.contains("aisle open --catalog sh -> shop.csv shop.json"), "\(lines)")
    }
}
