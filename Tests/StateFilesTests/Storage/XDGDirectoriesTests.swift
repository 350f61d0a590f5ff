import StateFiles
import Testing

@Suite(.timeLimit(.minutes(10))) struct XDGDirectoriesTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var environment: [String: String]
        var state: String
        var data: String
    }

    static let cases: [Case] = [
        Case(
            description: "unset", environment: ["HOME": "/home/u"],
            state: "/home/u/.local/state", data: "/home/u/.local/share"),
        Case(
            description: "empty",
            environment: ["HOME": "/home/u", "XDG_STATE_HOME": "", "XDG_DATA_HOME": ""],
            state: "/home/u/.local/state", data: "/home/u/.local/share"),
        Case(
            description: "relative is ignored",
            environment: ["HOME": "/home/u", "XDG_STATE_HOME": "state", "XDG_DATA_HOME": "./data"],
            state: "/home/u/.local/state", data: "/home/u/.local/share"),
        Case(
            description: "absolute",
            environment: ["HOME": "/home/u", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d/x"],
            state: "/s", data: "/d/x"),
        Case(
            description: "absolute needs no HOME",
            environment: ["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d"], state: "/s", data: "/d"),
        Case(
            description: "trailing slashes trimmed",
            environment: ["HOME": "/home/u/", "XDG_STATE_HOME": "/s//"],
            state: "/s", data: "/home/u/.local/share"),
        Case(
            description: "root", environment: ["HOME": "/", "XDG_STATE_HOME": "/"],
            state: "/", data: "/.local/share"),
    ]

    @Test(arguments: cases)
    func resolves(_ example: Case) throws {
        let directories = try XDGDirectories(
            environment: example.environment, accountHome: { "/account" })
        #expect(directories.stateHome == example.state)
        #expect(directories.dataHome == example.data)
        #expect(
            directories.aisleStateDirectory()
                == (example.state == "/" ? "/aisle" : example.state + "/aisle"))
        #expect(directories.aisleDataDirectory() == example.data + "/aisle")
    }

    @Test(arguments: [
        ([String: String](), XDGError.homeNotSet(needing: "XDG_STATE_HOME")),
        (["HOME": ""], .homeNotSet(needing: "XDG_STATE_HOME")),
        (["XDG_STATE_HOME": "/s"], .homeNotSet(needing: "XDG_DATA_HOME")),
        (["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "rel"], .homeNotSet(needing: "XDG_DATA_HOME")),
        (["HOME": "home/u"], .homeNotAbsolute("home/u")),
    ])
    func failsWithoutHome(environment: [String: String], expected: XDGError) {
        #expect(throws: expected) {
            try XDGDirectories(environment: environment, accountHome: { nil })
        }
    }

    @Test(arguments: [
        [String: String](), ["HOME": ""], ["HOME": "home/u"], ["XDG_STATE_HOME": "/s"],
    ])
    func theAccountsHomeStandsInForAnUnusableHome(environment: [String: String]) throws {
        let directories = try XDGDirectories(environment: environment, accountHome: { "/acct/" })
        #expect(directories.home == "/acct")
        #expect(directories.dataHome == "/acct/.local/share")
        #expect(directories.stateHome == (environment["XDG_STATE_HOME"] ?? "/acct/.local/state"))
    }

    @Test func aHomeIsRecordedOnlyWhenADefaultUsesIt() throws {
        let set = try XDGDirectories(
            environment: ["HOME": "/h", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d"],
            accountHome: { "/acct" })
        #expect(set.home == nil)
        let defaulted = try XDGDirectories(environment: ["HOME": "/h"], accountHome: { nil })
        #expect(defaulted.home == "/h")
    }

    @Test func theAccountsHomeIsTheRealPasswordEntry() {
        // Every user the tests run as has an entry with an absolute home (root's is /root).
        let home = AccountHome.current()
        #expect(home?.hasPrefix("/") == true, "\(home ?? "nil")")
        #expect(AccountHome.home(of: 4_000_000_000) == nil, "no such user")
    }

    @Test func messagesNameTheProblem() {
        #expect(
            XDGError.homeNotSet(needing: "XDG_DATA_HOME").message.contains("XDG_DATA_HOME and HOME")
        )
        #expect(XDGError.homeNotAbsolute("h").message.contains("HOME (h) is not an absolute path"))
    }
}
