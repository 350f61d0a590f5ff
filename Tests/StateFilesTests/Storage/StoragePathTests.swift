import Testing

@testable import StateFiles

@Suite(.timeLimit(.minutes(10))) struct StoragePathTests {
    @Test(arguments: [
        ("/a/b/navigation.json", "/a/b", "navigation.json"),
        ("/navigation.json", "/", "navigation.json"),
        ("navigation.json", ".", "navigation.json"),
        ("a/navigation.json", "a", "navigation.json"),
        ("/a//b/", "/a", "b"),
    ])
    func splits(path: String, directory: String, name: String) {
        #expect(StoragePath.directory(of: path) == directory)
        #expect(StoragePath.name(of: path) == name)
    }

    @Test func temporaryNamesRoundTrip() {
        let name = StoragePath.temporaryName(for: "cart.json", processID: 4242, random: 0xBEEF)
        #expect(name == ".cart.json.tmp-4242-beef")
        #expect(StoragePath.isTemporaryName(name, for: "cart.json"))
        #expect(!StoragePath.isTemporaryName(name, for: "orders.json"))
        #expect(!StoragePath.isTemporaryName(".cart.json.tmp-4242-BEEF", for: "cart.json"))
        #expect(!StoragePath.isTemporaryName(".cart.json.tmp-4242-beef-1", for: "cart.json"))
    }
}
