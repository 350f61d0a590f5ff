import Storefront
import Testing

@Suite(.timeLimit(.minutes(10))) struct CurrencyTests {
    static let jpy = Currency.known["JPY"]
    static let chf = Currency.known["CHF"]
    static let eur = Currency.known["EUR"]

    struct FormatCase: CustomTestStringConvertible, Sendable {
        var currency: Currency?
        var amount: Int
        var text: String
        var testDescription: String { "\(currency?.code ?? "?") \(amount) → \(text)" }
    }

    static let cases: [FormatCase] = [
        FormatCase(currency: .usd, amount: 1850, text: "$18.50"),
        FormatCase(currency: .usd, amount: 5, text: "$0.05"),
        FormatCase(currency: .usd, amount: 50, text: "$0.50"),
        FormatCase(currency: .usd, amount: 0, text: "$0.00"),
        FormatCase(currency: .usd, amount: 100, text: "$1.00"),
        FormatCase(currency: .usd, amount: 99_999, text: "$999.99"),
        FormatCase(currency: .usd, amount: 100_000, text: "$1,000.00"),
        FormatCase(currency: .usd, amount: 123_456_789, text: "$1,234,567.89"),
        FormatCase(currency: .usd, amount: -1850, text: "-$18.50"),
        FormatCase(currency: .usd, amount: -5, text: "-$0.05"),
        FormatCase(currency: .usd, amount: Int.max, text: "$92,233,720,368,547,758.07"),
        FormatCase(currency: .usd, amount: Int.min, text: "-$92,233,720,368,547,758.08"),
        FormatCase(currency: jpy, amount: 1500, text: "¥1,500"),
        FormatCase(currency: jpy, amount: 0, text: "¥0"),
        FormatCase(currency: jpy, amount: 999, text: "¥999"),
        FormatCase(currency: jpy, amount: -1_234_567, text: "-¥1,234,567"),
        FormatCase(currency: chf, amount: 1850, text: "18.50 CHF"),
        FormatCase(currency: chf, amount: -123_456, text: "-1,234.56 CHF"),
        FormatCase(currency: eur, amount: 999, text: "€9.99"),
    ]

    @Test(arguments: cases)
    func formatsMinorUnitsExactly(_ example: FormatCase) throws {
        let currency = try #require(example.currency)
        #expect(currency.format(example.amount) == example.text)
    }

    @Test func knownCurrenciesAreKeyedByTheirOwnCode() {
        #expect(Currency.known["USD"] == .usd)
        // Every ISO 4217 code, with its minor units.
        #expect(Currency.known.count > 150)
        for (code, currency) in Currency.known {
            #expect(currency.code == code)
            #expect((0...4).contains(currency.fractionDigits))
        }
        #expect(Currency.known["VND"]?.fractionDigits == 0)
        #expect(Currency.known["KWD"]?.fractionDigits == 3)
        #expect(Currency.known["BRL"]?.format(5254) == "R$52.54")
        #expect(Currency.known["VND"]?.format(120_000) == "120,000 ₫")
        #expect(Currency.known["RON"]?.format(1999) == "19.99 RON")
    }
}
