import Storefront
import Testing

extension CheckoutTests {
    @Suite("PaymentSummary", .timeLimit(.minutes(10)))
    struct PaymentSummaryTests {
        @Test(arguments: [
            (PaymentSummary.invoice, "Invoice"),
            (.card(brand: .visa, lastFour: "4242"), "Visa •••• 4242"),
            (.card(brand: .amex, lastFour: "0005"), "American Express •••• 0005"),
            (.card(brand: .dinersClub, lastFour: "1667"), "Diners Club •••• 1667"),
        ])
        func description(payment: PaymentSummary, text: String) {
            #expect(payment.description == text)
        }

        @Test func cardFromANumberKeepsBrandAndLastFourOnly() {
            #expect(
                PaymentSummary.card(number: "3782 822463 10005")
                    == .card(brand: .amex, lastFour: "0005"))
        }

        @Test(arguments: [
            (PaymentSummary.invoice, #"{"invoice":{}}"#),
            (
                .card(brand: .visa, lastFour: "4242"),
                #"{"card":{"brand":"visa","lastFour":"4242"}}"#
            ),
        ])
        func savedForm(payment: PaymentSummary, json: String) throws {
            #expect(try JSONCoding.encode(payment) == json)
            #expect(try JSONCoding.decode(PaymentSummary.self, json) == payment)
        }

        @Test func encodingNeverWritesMoreThanTheLastFourDigits() throws {
            let careless = PaymentSummary.card(brand: .visa, lastFour: "4242 4242 4242 1234")
            let json = try JSONCoding.encode(careless)
            #expect(json == #"{"card":{"brand":"visa","lastFour":"1234"}}"#)
            #expect(!json.contains("4242"))
        }

        @Test(arguments: [
            #"{}"#, #"{"invoice":{},"card":{"brand":"visa","lastFour":"4242"}}"#,
            #"{"card":{"brand":"visa"}}"#, #"{"card":{"brand":"unionpay","lastFour":"4242"}}"#,
            #"{"cash":{}}"#, #""invoice""#,
        ])
        func malformedFormsDoNotDecode(json: String) {
            #expect(throws: (any Error).self) { try JSONCoding.decode(PaymentSummary.self, json) }
        }

        @Test func methodsInOrderWithLabels() {
            #expect(PaymentMethod.allCases == [.invoice, .card])
            #expect(PaymentMethod.allCases.map(\.label) == ["Invoice", "Card"])
        }
    }
}
