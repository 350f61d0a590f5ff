import Storefront
import Testing

extension CheckoutTests {
    @Suite("CardBrand", .timeLimit(.minutes(10)))
    struct CardBrandTests {
        @Test(arguments: [
            ("4242424242424242", CardBrand.visa),
            ("4", .visa),
            ("5555555555554444", .mastercard),
            ("51", .mastercard),
            ("55", .mastercard),
            ("50", .unknown),
            ("56", .unknown),
            ("2221", .mastercard),
            ("2223003122003222", .mastercard),
            ("2720", .mastercard),
            ("2220", .unknown),
            ("2721", .unknown),
            ("222", .unknown),  // could still become 2221
            ("378282246310005", .amex),
            ("34", .amex),
            ("35", .unknown),
            ("6011111111111117", .discover),
            ("6011", .discover),
            ("6012", .unknown),
            ("644", .discover),
            ("649", .discover),
            ("643", .unknown),
            ("65", .discover),
            ("622126", .discover),
            ("622925", .discover),
            ("622125", .unknown),
            ("6200000000000005", .unknown),  // UnionPay
            ("3566002020360505", .jcb),
            ("3528", .jcb),
            ("3589", .jcb),
            ("3527", .unknown),
            ("3590", .unknown),
            ("36227206271667", .dinersClub),
            ("300", .dinersClub),
            ("305", .dinersClub),
            ("306", .unknown),
            ("3095", .dinersClub),
            ("38", .dinersClub),
            ("39", .dinersClub),
            ("3", .unknown),
            ("", .unknown),
            ("1234567890123456", .unknown),
            ("4242 4242", .visa),
        ])
        func brandIsToldByPrefix(number: String, brand: CardBrand) {
            #expect(CardBrand(number: number) == brand)
        }

        @Test(arguments: [
            (CardBrand.visa, "Visa", 3, [13, 16, 19]),
            (.mastercard, "Mastercard", 3, [16]),
            (.amex, "American Express", 4, [15]),
            (.discover, "Discover", 3, [16, 17, 18, 19]),
            (.jcb, "JCB", 3, [16, 17, 18, 19]),
            (.dinersClub, "Diners Club", 3, [14, 15, 16, 17, 18, 19]),
            (.unknown, "Card", 3, []),
        ])
        func properties(brand: CardBrand, name: String, cvcLength: Int, lengths: [Int]) {
            #expect(brand.name == name)
            #expect(brand.cvcLength == cvcLength)
            #expect(brand.lengths == lengths)
            #expect(brand.grouping == (brand == .amex ? [4, 6, 5] : [4, 4, 4, 4]))
        }

        @Test func savedFormIsTheRawName() throws {
            let data = try JSONCoding.encode([CardBrand.dinersClub, .amex])
            #expect(data == #"["dinersClub","amex"]"#)
        }
    }
}
