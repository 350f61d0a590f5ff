import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct SessionEnvironmentTests {
    @Test func onlyTheServersFilePlacesAndTheChosenTermAndLangGetThrough() {
        let server = [
            "PATH": "/usr/bin", "HOME": "/srv", "XDG_STATE_HOME": "/srv/state",
            "SSH_AUTH_SOCK": "/tmp/agent", "LC_ALL": "C", "NO_COLOR": "1",
        ]
        let environment = SessionEnvironment.make(
            server: server, term: "xterm-256color",
            locale: SessionLocale(lang: "de_DE.UTF-8", ascii: false))
        #expect(
            environment == [
                "HOME=/srv", "LANG=de_DE.UTF-8", "PATH=/usr/bin", "TERM=xterm-256color",
                "XDG_STATE_HOME=/srv/state",
            ])
    }

    @Test func theShopsDatabaseURLAndItsPasswordReachTheSessionInItsEnvironment() {
        let server = [
            "AISLE_DATABASE_URL": "postgres://shop@db:5432/shop", "PGPASSWORD": "secret",
            "PGHOST": "elsewhere",
        ]
        let environment = SessionEnvironment.make(
            server: server, term: "screen", locale: SessionLocale(lang: "C", ascii: false))
        #expect(
            environment == [
                "AISLE_DATABASE_URL=postgres://shop@db:5432/shop", "LANG=C", "PGPASSWORD=secret",
                "TERM=screen",
            ])
    }

    @Test func anASCIILocaleSaysSoToAisle() {
        let environment = SessionEnvironment.make(
            server: [:], term: "screen", locale: SessionLocale(lang: "C", ascii: true))
        #expect(environment == ["AISLE_ASCII=1", "LANG=C", "TERM=screen"])
    }

    @Test(arguments: ["", "x\u{1B}[2J", String(repeating: "a", count: 65), "vt100 x"])
    func oddTerminalTypesAreNotPassedOn(term: String) {
        #expect(!SessionEnvironment.isPlainTerm(term))
    }
}
