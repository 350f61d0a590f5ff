import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct SessionLocaleTests {
    /// The server has C.UTF-8 and de_DE.UTF-8 only.
    private static func installed(_ name: String) -> Bool {
        ["C.UTF-8", "de_DE.UTF-8", "C"].contains(name)
    }

    private static let cases: [(client: String?, lang: String, ascii: Bool)] = [
        ("en_US.UTF-8", "C.UTF-8", false),  // Debian's and macOS's SendEnv, a server without it
        ("de_DE.UTF-8", "de_DE.UTF-8", false),
        ("de_DE.utf8", "C.UTF-8", false),
        ("sr_RS.UTF-8@latin", "C.UTF-8", false),
        ("C", "C", true),
        ("POSIX", "C", true),
        ("en_US.ISO-8859-1", "C", true),
        ("en_US", "C", true),
        (nil, "C.UTF-8", false),  // a client that sends nothing
    ]

    @Test(arguments: cases.indices)
    func aUTF8TerminalGetsUnicodeAndAnyOtherASCII(index: Int) {
        let (client, lang, ascii) = Self.cases[index]
        #expect(
            SessionLocale.choose(client: client, installed: Self.installed)
                == SessionLocale(lang: lang, ascii: ascii), "client \(client ?? "nil")")
    }

    @Test func lcAllThenLcCtypeThenLangDecide() {
        var locale = ClientLocale()
        var taken: [Bool] = []
        taken.append(locale.take(name: "LANG", value: "en_US.UTF-8"))
        #expect(locale.effective == "en_US.UTF-8")
        taken.append(locale.take(name: "LC_CTYPE", value: "C"))
        #expect(locale.effective == "C")
        taken.append(locale.take(name: "LC_ALL", value: ""))
        #expect(locale.effective == "C", "an empty LC_ALL counts as unset")
        taken.append(locale.take(name: "LC_ALL", value: "de_DE.UTF-8"))
        #expect(locale.effective == "de_DE.UTF-8")
        #expect(taken == [true, true, true, true])
    }

    @Test func theRestOfTheClientsEnvironmentIsRefused() {
        var locale = ClientLocale()
        let taken = [
            locale.take(name: "LD_PRELOAD", value: "/tmp/x.so"),
            locale.take(name: "LANG", value: "en_US.UTF-8; rm -rf /"),
            locale.take(name: "LANG", value: String(repeating: "a", count: 65)),
        ]
        #expect(taken == [false, false, false])
        #expect(locale.effective == nil)
    }

    @Test func glibcAlwaysHasCUTF8() {
        #expect(SessionLocale.isInstalled("C.UTF-8"))
        #expect(!SessionLocale.isInstalled("xx_NOWHERE.UTF-8"))
    }
}
