import Storefront
import TestSupport
import Testing

/// Ids as shops write them: the rule, and links that carry any id that passes it.
@Suite(.timeLimit(.minutes(10))) struct CatalogIDRuleTests {
    /// Ids a catalog may hold, hostile to links and terminals alike, up to the longest.
    static let hostile: [String] = [
        "g++", "libstdc++6", "AB-12/XL", "#4411", "Größe 38", "a?b=c&d", "50%", "%41", "100% off",
        "a+b", "a b", "منتج-٧", "\u{202E}evil", "😀👍🏽", "../../etc", "aisle://x", "x/y/z#top",
        String(repeating: "/", count: 128), String(repeating: "😀", count: 32),
        String(repeating: "é", count: 64),
    ]

    @Test(arguments: hostile)
    func hostileIdsAreValid(id: String) {
        #expect(Catalog.isValidID(id))
    }

    @Test(arguments: [
        ("", "must not be empty"),
        (" p-1", "must not begin or end with white space"),
        ("p-1\u{3000}", "must not begin or end with white space"),
        ("a\nb", "must not hold control characters or line breaks (found U+000A)"),
        ("a\u{0}b", "must not hold control characters or line breaks (found U+0000)"),
        ("a\u{7F}", "must not hold control characters or line breaks (found U+007F)"),
        ("a\u{9B}b", "must not hold control characters or line breaks (found U+009B)"),
        ("a\u{2028}b", "must not hold control characters or line breaks (found U+2028)"),
        (String(repeating: "x", count: 129), "must be at most 128 bytes long in UTF-8, found 129"),
        (String(repeating: "😀", count: 33), "must be at most 128 bytes long in UTF-8, found 132"),
    ])
    func badIdsSayWhy(id: String, problem: String) {
        #expect(Catalog.idProblem(id) == problem)
        #expect(!Catalog.isValidID(id))
    }

    /// `isValidID` judges printable ASCII byte by byte: it must agree with the rule in words
    /// for every ASCII byte at the start, inside and at the end, and at the length bound.
    @Test func theASCIIShortcutAgreesWithTheRule() {
        var ids = [String(repeating: "x", count: 128), String(repeating: "x", count: 129)]
        for byte in UInt8(0)...0x7F {
            let c = String(UnicodeScalar(byte))
            ids += [c, c + "ab", "a" + c + "b", "ab" + c, String(repeating: "x", count: 127) + c]
        }
        for id in ids {
            #expect(Catalog.isValidID(id) == (Catalog.idProblem(id) == nil), "\(Array(id.utf8))")
        }
    }

    /// Every screen of a path holding hostile ids prints as a link that parses back to it, and
    /// a path of four screens of the longest ids fits in a link.
    @Test(arguments: hostile)
    func linksCarryHostileIds(id: String) throws {
        let path: [Route] = [
            .category(id: CategoryID(id)), .product(id: ProductID(id)),
            .seller(id: SellerID(id)), .product(id: ProductID(id + "2")),
            .search(query: id),
        ]
        let link = DeepLink.format(path)
        #expect(link.utf8.count <= DeepLink.maxLength)
        #expect(try DeepLink.parse(link) == path)
        #expect(try DeepLink.parse(DeepLink.format(try DeepLink.parse(link))) == path)
    }

    @Test func aCatalogWithHostileIdsLoadsAndFindsThemByExactId() throws {
        let catalog = try Catalog(
            currency: .usd, categories: [Category(id: "T-Shirts / Tops", name: "Tops")],
            sellers: [Seller(id: "Größe & Co", name: "Größe", about: "")],
            products: Self.hostile.map { id in
                Product(
                    id: ProductID(id), name: "Thing", category: "T-Shirts / Tops",
                    seller: "Größe & Co", price: 1, stock: 1, description: "")
            })
        for id in Self.hostile {
            #expect(catalog.product(ProductID(id))?.id.rawValue == id)
            #expect(
                catalog.shelf(matching: id).products(at: 0..<1).first?.id.rawValue == id, "\(id)")
        }
    }
}
