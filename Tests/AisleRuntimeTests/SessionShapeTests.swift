import AisleApp
import AisleRuntime
import TestSupport
import Testing

/// Audit row 14 through start-up and a run: a `navigation.json` with a wrong-typed field is
/// set aside as `navigation.json.corrupt` (its bytes kept) with a notice naming the field, and
/// is never called "from a newer version"; a newer build's screen still cuts the path with
/// today's notice, and the file is then saved over as before.
@Suite("Session files of the wrong shape", .timeLimit(.minutes(10)))
struct SessionShapeTests {
    static let wrongType = """
        {"format":"aisle.navigation","version":1,
         "path":[{"category":{"id":"tools"}},{"product":{"id":"k-1"}},{"category":{"id":5}}]}
        """

    @Test func aWrongTypedRouteIsSetAsideWithAReasonNamingIt() throws {
        let scratch = try RuntimeScratch()
        try scratch.put(Self.wrongType, at: scratch.session)
        let startup = try scratch.startup()
        #expect(Disk.contents(scratch.session + ".corrupt") == Array(Self.wrongType.utf8))
        let notice = startup.notices.joined(separator: "\n")
        #expect(notice.contains("path[2].category.id is a number, expected a string"), "\(notice)")
        #expect(notice.contains("navigation.json.corrupt"))
        #expect(!notice.contains("newer"))
        #expect(startup.state.path.isEmpty)
        // The run saves a fresh session at the freed path; the damaged copy is untouched.
        _ = scratch.run(startup, [.down, .quit])
        #expect(Disk.contents(scratch.session + ".corrupt") == Array(Self.wrongType.utf8))
        #expect(scratch.savedHomeSelection() == 1)
    }

    @Test func aWrongTypedPositionIsSetAsideRatherThanDropped() throws {
        let scratch = try RuntimeScratch()
        let text = """
            {"format":"aisle.navigation","version":1,"path":[{"category":{"id":"tools"}}],
             "screens":[{"route":null,"selected":"2","top":0}]}
            """
        try scratch.put(text, at: scratch.session)
        let startup = try scratch.startup()
        #expect(Disk.contents(scratch.session + ".corrupt") == Array(text.utf8))
        #expect(
            startup.notices.contains {
                $0.contains("screens[0].selected is a string, expected a whole number")
            })
    }

    @Test func aNewerScreenStillCutsThePathWithTodaysNotice() throws {
        let scratch = try RuntimeScratch()
        let text = """
            {"format":"aisle.navigation","version":1,
             "path":[{"category":{"id":"tools"}},{"wishlist":{"id":"w"}},{"cart":{}}]}
            """
        try scratch.put(text, at: scratch.session)
        let startup = try scratch.startup()
        #expect(!Disk.exists(scratch.session + ".corrupt"))
        #expect(startup.state.path.routes == [.category(id: "tools")])
        #expect(
            startup.notices.contains(
                "Restored 1 of 3 screens: a screen from a newer version of Aisle is not known here")
        )
    }
}
