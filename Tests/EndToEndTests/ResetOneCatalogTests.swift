import Foundation
import Testing

/// `aisle link` shows the opened catalog's session, and `aisle reset --catalog FILE` forgets
/// that catalog's session only.
@Suite("Reset one catalog", .timeLimit(.minutes(20)))
struct ResetOneCatalogTests {
    @Test("reset --catalog forgets that catalog's screens and keeps the other's")
    func resetOneCatalog() throws {
        let scratch = try ScratchDirectory()
        let usual = try scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let shop = try scratch.write(FixtureCatalog.json(FixtureCatalog.standard), to: "shop.json")
        let key = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        try scratch.directory("state/aisle")
        let session = try scratch.write(
            """
            {"format":"aisle.navigation","version":1,"catalog":"\(key(usual))",
             "path":[{"category":{"id":"tea"}}],
             "others":[{"catalog":"\(key(shop))","path":[{"category":{"id":"tools"}}]}]}
            """, to: "state/aisle/navigation.json")
        let link = { (catalog: String) throws -> String in
            let result = try PlainRun.run(
                ["link", "--catalog", catalog], environment: ["TERM": nil], scratch: scratch)
            #expect(result.termination == .exited(0), "stderr: \(result.error)")
            return result.output
        }
        #expect(try link(usual) == "aisle://category/tea\n")
        #expect(try link(shop) == "aisle://category/tools\n")

        let result = try PlainRun.run(
            ["reset", "--catalog", shop], environment: ["TERM": nil], scratch: scratch)
        #expect(result.termination == .exited(0), "stderr: \(result.error)")
        #expect(result.output.contains(session), "stdout: \(result.output)")
        #expect(try link(shop) == "aisle://\n", "the shop's session is gone")
        #expect(try link(usual) == "aisle://category/tea\n", "the usual one is kept")
    }
}
