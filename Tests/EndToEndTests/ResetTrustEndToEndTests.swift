import Foundation
import Glibc
import Testing

/// `aisle reset` refuses a directory saving would refuse, with one line and exit 1.
@Suite(.timeLimit(.minutes(20))) struct ResetTrustEndToEndTests {
    @Test(
        "reset, plain or --catalog, in a state directory others may write in: exit 1, one line, kept",
        arguments: [["reset"], ["reset", "--catalog", "shop.json"]])
    func writableByOthers(arguments: [String]) throws {
        let scratch = try ScratchDirectory()
        let directory = try scratch.directory("state/aisle")
        let session = try scratch.write(
            #"{"format":"aisle.navigation","version":1,"catalog":"bundled","path":[]}"#,
            to: "state/aisle/navigation.json")
        #expect(chmod(directory, 0o770) == 0)
        let result = try PlainRun.run(arguments, environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(1))
        #expect(OneLine.isOneLine(result.standardError), "one line: \(result.error)")
        #expect(
            result.error.contains(
                "not touching \(session): \(directory) is writable by other users"),
            "stderr: \(result.error)")
        #expect(FileManager.default.fileExists(atPath: session))
    }
}
