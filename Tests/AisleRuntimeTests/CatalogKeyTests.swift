import AisleRuntime
import Testing

/// A catalog is named by its resolved absolute path; a file that is gone (`aisle reset
/// --catalog` after deleting it) is still named the same way however the path is spelt.
@Suite(.timeLimit(.minutes(10))) struct CatalogKeyTests {
    @Test(arguments: [
        ("/nonexistent-aisle/shop.json", "/nonexistent-aisle/shop.json"),
        ("/nonexistent-aisle/./shop.json", "/nonexistent-aisle/shop.json"),
        ("/nonexistent-aisle/old/../shop.json", "/nonexistent-aisle/shop.json"),
        ("//nonexistent-aisle///shop.json", "/nonexistent-aisle/shop.json"),
        ("/../nonexistent-aisle/shop.json", "/nonexistent-aisle/shop.json"),
    ])
    func aMissingFileIsNamedByItsNormalisedPath(path: String, key: String) {
        #expect(CatalogKey.of(path: path, bundledPath: nil) == key)
    }

    @Test func theBundledFileNamedByPathIsTheBundledCatalog() {
        let path = "/nonexistent-aisle/share/aisle/catalog.json"
        #expect(CatalogKey.of(path: path, bundledPath: path) == CatalogKey.bundled)
    }
}
