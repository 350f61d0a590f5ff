import Storefront
import Testing

extension CheckoutTests {
    @Suite("CardValidation", .timeLimit(.minutes(10)))
    struct CardValidationTests {
        typealias Field = CardValidation.Field
        static let today = YearMonth(year: 2026, month: 11)

        /// The problems as comparable pairs (tuples are not Equatable).
        static func problems(
            _ number: String, _ expiry: String = "12/30", _ cvc: String = "123"
        ) -> [String] {
            CardValidation.problems(number: number, expiry: expiry, cvc: cvc, today: today)
                .map { "\($0.field.rawValue): \($0.problem.message)" }
        }

        @Test(arguments: [
            ("12/30", YearMonth(year: 2030, month: 12)),
            ("01/27", YearMonth(year: 2027, month: 1)),
            ("1/27", YearMonth(year: 2027, month: 1)),
            ("0127", YearMonth(year: 2027, month: 1)),
            (" 01 / 27 ", YearMonth(year: 2027, month: 1)),
            ("11/2026", YearMonth(year: 2026, month: 11)),
        ])
        func parsesExpiry(text: String, month: YearMonth) {
            #expect(CardValidation.parseExpiry(text) == month)
        }

        @Test(arguments: [
            "13/30", "00/30", "0/30", "", "/", "12/", "/30", "12/3", "12/301", "123", "12345",
            "1230x", "ab/cd", "12/30/01", "012/30", "+1/30", "12-30", "１２/３０", "12//30",
        ])
        func rejectsMalformedExpiry(_ text: String) {
            #expect(CardValidation.parseExpiry(text) == nil)
        }

        @Test(arguments: [
            ("10/26", ["expiry: expired"]),  // last month
            ("12/25", ["expiry: expired"]),
            ("11/26", []),  // this month is still good
            ("1126", []),
            ("01/27", []),
            ("13/30", ["expiry: MM/YY"]),
            ("00/30", ["expiry: MM/YY"]),
            ("soon", ["expiry: MM/YY"]),
            ("  ", ["expiry: required"]),
        ])
        func expiryIsCheckedAgainstToday(expiry: String, problems: [String]) {
            #expect(Self.problems("4242424242424242", expiry) == problems)
        }

        @Test(arguments: [
            ("4242424242424242", "123", [String]()),
            ("4242424242424242", "1234", ["cvc: 3 digits"]),
            ("4242424242424242", "12", ["cvc: 3 digits"]),
            ("4242424242424242", "12a", ["cvc: 3 digits"]),
            ("4242424242424242", " 123 ", []),
            ("378282246310005", "1234", []),
            ("378282246310005", "123", ["cvc: 4 digits"]),
            ("5555555555554444", "123", []),
            ("6011111111111117", "123", []),
            ("3566002020360505", "123", []),
            ("36227206271667", "123", []),
            ("", "1234", ["number: required", "cvc: 3 digits"]),
            ("4242424242424242", "", ["cvc: required"]),
        ])
        func cvcLengthFollowsTheBrand(number: String, cvc: String, problems: [String]) {
            #expect(Self.problems(number, "12/30", cvc) == problems)
        }

        @Test(arguments: [
            ("4242 4242 4242 4242", [String]()),
            ("2223003122003222", []),
            ("4222222222222", []),  // 13-digit Visa
            ("", ["number: required"]),
            ("   ", ["number: required"]),
            ("4242424242424241", ["number: check the number"]),
            ("424242424242424", ["number: check the number"]),  // 15 digits: no Visa length
            ("4242-4242-4242-4242", ["number: check the number"]),
            ("4242424242424242x", ["number: check the number"]),
            ("6200000000000005", ["number: card not accepted"]),
            ("1234", ["number: card not accepted"]),
        ])
        func numberNeedsDigitsBrandLengthAndLuhn(number: String, problems: [String]) {
            #expect(Self.problems(number) == problems)
        }

        @Test func problemsComeInFormOrder() {
            let problems = CardValidation.problems(
                number: "4242", expiry: "99/99", cvc: "", today: Self.today)
            #expect(problems.map(\.field) == [.number, .expiry, .cvc])
            #expect(
                problems.map(\.problem) == [.invalidCardNumber, .invalidExpiry, .required])
            #expect(Field.allCases == [.number, .expiry, .cvc])
            #expect(Field.allCases.map(\.label) == ["Card number", "Expiry", "CVC"])
        }
    }
}
