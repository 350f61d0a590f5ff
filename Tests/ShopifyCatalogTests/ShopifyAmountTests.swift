import Testing

@testable import ShopifyCatalog

/// Prices and quantities as Shopify writes them.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyAmountTests {
    @Test func pricesAreExactMinorUnits() {
        #expect(ShopifyAmount.minorUnits("18.50", fractionDigits: 2) == 1850)
        #expect(ShopifyAmount.minorUnits("18.5", fractionDigits: 2) == 1850)
        #expect(ShopifyAmount.minorUnits("18", fractionDigits: 2) == 1800)
        #expect(ShopifyAmount.minorUnits(".99", fractionDigits: 2) == 99)
        #expect(ShopifyAmount.minorUnits("0.10", fractionDigits: 2) == 10)
        #expect(ShopifyAmount.minorUnits("18.500", fractionDigits: 2) == 1850)
        #expect(ShopifyAmount.minorUnits("1200.00", fractionDigits: 0) == 1200)
        #expect(ShopifyAmount.minorUnits("007.07", fractionDigits: 2) == 707)
        #expect(ShopifyAmount.minorUnits("99999999999999999999999", fractionDigits: 2) == Int.max)
    }

    @Test func notPrices() {
        for text in [
            "", ".", "18.505", "-1.00", "1,299.00", "12,50", "1e3", "$5", "5 ", "1.2.3", "１２",
        ] {
            #expect(ShopifyAmount.minorUnits(text, fractionDigits: 2) == nil, "\(text)")
        }
        #expect(ShopifyAmount.minorUnits("12.5", fractionDigits: 0) == nil)
    }

    @Test func quantities() {
        #expect(ShopifyAmount.stock("") == 0)
        #expect(ShopifyAmount.stock("12") == 12)
        #expect(ShopifyAmount.stock("+3") == 3)
        #expect(ShopifyAmount.stock("-4") == 0)
        #expect(ShopifyAmount.stock("0007") == 7)
        #expect(ShopifyAmount.stock("99999999999999999999") == Int.max)
        for text in ["3.5", "-", "x", "1 000"] {
            #expect(ShopifyAmount.stock(text) == nil, "\(text)")
        }
    }

    @Test func lineBreaksInAField() {
        #expect(ShopifyCSVReader.lineBreaks(in: "a\nb\r\nc\rd") == 3)
        #expect(ShopifyCSVReader.lineBreaks(in: "none") == 0)
    }
}
