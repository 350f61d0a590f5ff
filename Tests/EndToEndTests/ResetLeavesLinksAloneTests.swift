import Foundation
import Glibc
import Testing

/// `aisle reset` removes Aisle's own regular files whatever they hold, but never a symbolic
/// link at that path (it may point into the user's dotfiles).
@Suite(.timeLimit(.minutes(20))) struct ResetLeavesLinksAloneTests {
    @Test(
        "reset with a symbolic link as navigation.json: exit 1, why on stderr, link and target kept"
    )
    func symbolicLink() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.directory("state/aisle")
        let target = try scratch.write("{}", to: "elsewhere.json")
        let session = scratch.file("state/aisle/navigation.json")
        #expect(symlink(target, session) == 0)
        let result = try PlainRun.run(["reset"], environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(1))
        #expect(result.error.contains("could not remove \(session): it is a symbolic link"))
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: session)) == target,
            "the link is still there")
        #expect(ScratchDirectory.contents(of: target) == Array("{}".utf8))
    }
}
