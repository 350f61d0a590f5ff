import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct AuthorizedKeyLineTests {
    @Test func anyKeyGetsARestrictedForcedCommand() {
        let line = AuthorizedKeyLine.line(
            type: "ssh-ed25519", key: KeyFingerprintTests.ed25519, command: "/usr/local/bin/aisle")
        #expect(
            line
                == "restrict,pty,command=\"/usr/local/bin/aisle --customer "
                + "SHA256:F3pIpEJmc8BJ4x98Jx5wLXK1Dm7OGCjEzSIcOeZdWMI\" ssh-ed25519 "
                + KeyFingerprintTests.ed25519)
    }

    @Test func unusualArgumentsAreSingleQuoted() {
        let line = AuthorizedKeyLine.line(
            type: "ssh-ed25519", key: KeyFingerprintTests.ed25519, command: "/opt/aisle",
            arguments: ["--catalog", "/srv/my shop.json"])
        #expect(
            line?.contains("command=\"/opt/aisle --catalog '/srv/my shop.json' --customer ") == true
        )
    }

    @Test(arguments: [
        ("ssh-ed25519\" evil", KeyFingerprintTests.ed25519),
        ("ssh-ed25519", "AAAA\"x"),
        ("ssh-ed25519", ""),
        ("", KeyFingerprintTests.ed25519),
    ])
    func nothingOddReachesTheOptions(type: String, key: String) {
        #expect(AuthorizedKeyLine.line(type: type, key: key, command: "/opt/aisle") == nil)
    }

    @Test func aQuoteInThePathIsRefused() {
        #expect(
            AuthorizedKeyLine.line(
                type: "ssh-ed25519", key: KeyFingerprintTests.ed25519, command: "/opt/a\"b") == nil)
    }
}
