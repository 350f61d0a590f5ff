import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct DenyListTests {
    @Test func readsFingerprintsAddressesAndNetworks() throws {
        let list = try DenyList(
            parsing: """
                # spammers
                SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG
                198.51.100.7   # one address
                203.0.113.0/24
                2001:db8::/32

                """)
        #expect(list.denies(fingerprint: "SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"))
        #expect(!list.denies(fingerprint: "SHA256:other"))
        #expect(list.denies(address: "198.51.100.7"))
        #expect(!list.denies(address: "198.51.100.8"))
        #expect(list.denies(address: "203.0.113.255"))
        #expect(!list.denies(address: "203.0.112.255"))
        #expect(list.denies(address: "2001:db8:1::5"))
        #expect(!list.denies(address: "2001:db9::5"))
        #expect(!list.denies(address: "not an address"))
    }

    @Test func oddPrefixesMatchBitByBit() throws {
        let list = try DenyList(parsing: "10.0.0.0/9\n0.0.0.0/0\n")
        #expect(list.denies(address: "10.127.255.255"))
        #expect(list.denies(address: "8.8.8.8"), "/0 is everyone")
        let narrow = try DenyList(parsing: "10.0.0.0/9")
        #expect(!narrow.denies(address: "10.128.0.0"))
    }

    @Test(arguments: ["banana", "10.0.0.0/33", "::1/129", "10.0.0/8", "SHA256:"])
    func aLineThatIsNoEntryIsNamed(line: String) {
        #expect(throws: DenyList.BadLine(number: 2, text: line)) {
            try DenyList(parsing: "192.0.2.1\n\(line)\n")
        }
    }
}
