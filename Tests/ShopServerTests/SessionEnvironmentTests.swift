import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(3))) struct SessionEnvironmentTests {
    @Test func onlyTheServersFilePlacesAndTheClientsTermAndUTF8LangGetThrough() {
        let server = [
            "PATH": "/usr/bin", "HOME": "/srv", "XDG_STATE_HOME": "/srv/state",
            "SSH_AUTH_SOCK": "/tmp/agent", "LC_ALL": "C", "NO_COLOR": "1",
        ]
        let environment = SessionEnvironment.make(
            server: server, term: "xterm-256color", lang: "de_DE.UTF-8")
        #expect(
            environment == [
                "HOME=/srv", "LANG=de_DE.UTF-8", "PATH=/usr/bin", "TERM=xterm-256color",
                "XDG_STATE_HOME=/srv/state",
            ])
    }

    @Test func aLangThatIsNotUTF8GivesANeutralUTF8One() {
        let environment = SessionEnvironment.make(
            server: [:], term: "screen", lang: "fr_FR.ISO-8859-1")
        #expect(environment.contains("LANG=C.UTF-8"))
    }

    @Test(arguments: ["", "x\u{1B}[2J", String(repeating: "a", count: 65), "vt100 x"])
    func oddTerminalTypesAreNotPassedOn(term: String) {
        #expect(!SessionEnvironment.isPlainTerm(term))
    }
}
