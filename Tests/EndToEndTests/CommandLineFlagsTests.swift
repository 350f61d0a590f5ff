import Foundation
import Testing

/// `-V` is a version flag, and the server-only `--customer` stays out of what users read
/// (issue 30, item 17).
@Suite("Command line flags", .timeLimit(.minutes(20)))
struct CommandLineFlagsTests {
    @Test("aisle -V prints what aisle --version does")
    func shortVersion() throws {
        let long = try PlainRun.run(["--version"], scratch: try ScratchDirectory())
        let short = try PlainRun.run(["-V"], scratch: try ScratchDirectory())
        #expect(short.termination == .exited(0), "stderr: \(short.error)")
        #expect(short.output == long.output && !short.output.trimmed.isEmpty)
    }

    @Test(
        "--customer is in no help a user reads, nor in the completions",
        arguments: [
            ["--help"], ["run", "--help"], ["open", "--help"],
            ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
            ["--generate-completion-script", "fish"],
        ])
    func customerHidden(arguments: [String]) throws {
        let result = try PlainRun.run(arguments, scratch: try ScratchDirectory())
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(!result.output.contains("--customer"), "\(result.output)")
    }

    @Test("the server still starts sessions with --customer")
    func customerStillParses() throws {
        let result = try PlainRun.run(
            ["run", "--customer", "SHA256:abc", "--help"], scratch: try ScratchDirectory())
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
    }
}
