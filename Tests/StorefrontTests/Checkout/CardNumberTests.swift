import Storefront
import Testing

extension CheckoutTests {
    @Suite("CardNumber", .timeLimit(.minutes(10)))
    struct CardNumberTests {
        /// Published test numbers, one or more per brand; all pass Luhn.
        static let validNumbers = [
            "4242424242424242", "4111111111111111", "4000056655665556", "4222222222222",
            "5555555555554444", "2223003122003222", "5105105105105100",
            "378282246310005", "371449635398431",
            "6011111111111117", "6011000990139424",
            "3566002020360505",
            "36227206271667", "30569309025904",
            "0", "00",
        ]

        @Test(arguments: validNumbers)
        func luhnAcceptsValidNumbers(_ number: String) {
            #expect(CardNumber.passesLuhn(number))
        }

        @Test(arguments: [
            "4242424242424241", "4111111111111112", "5555555555554445", "378282246310006",
            "6011111111111118", "3566002020360506", "36227206271668",
            "4242424242424224",  // two digits swapped
            "1", "", "4242 4242 4242 4242", "4242-4242-4242-4242", "４２４２４２４２４２４２４２４２",
            "42424242424242a2",
        ])
        func luhnRejectsInvalidNumbersAndNonDigits(_ number: String) {
            #expect(!CardNumber.passesLuhn(number))
        }

        @Test(arguments: [
            ("4242 4242 4242 4242", "4242424242424242"),
            (" 4242-4242\t42 ", "4242424242"),
            ("abc", ""),
            ("", ""),
            ("٤٢٤٢ 12", "12"),  // Arabic-Indic digits are not card digits
        ])
        func digitsKeepsASCIIDigitsOnly(text: String, digits: String) {
            #expect(CardNumber.digits(in: text) == digits)
        }

        @Test(arguments: [
            ("", ""),
            ("4", "4"),
            ("4242", "4242"),
            ("42424", "4242 4"),
            ("424242", "4242 42"),
            ("4242424242424242", "4242 4242 4242 4242"),
            ("4242 4242 4242 4242", "4242 4242 4242 4242"),
            ("42424242 42424242", "4242 4242 4242 4242"),
            ("4242424242424242424", "4242 4242 4242 4242 424"),
            ("378282246310005", "3782 822463 10005"),
            ("37828", "3782 8"),
            ("3782822463", "3782 822463"),
            ("37828224631", "3782 822463 1"),
            ("3782822463100051", "3782 822463 10005 1"),
            ("36227206271667", "3622 7206 2716 67"),
            ("9999999999", "9999 9999 99"),
        ])
        func groupsByBrand(digits: String, grouped: String) {
            #expect(CardNumber.grouped(digits) == grouped)
        }

        @Test(arguments: [
            ("4242424242424242", "4242"),
            ("4242 4242 4242 1234", "1234"),
            ("123", "123"),
            ("", ""),
        ])
        func lastFourIsTheLastFourDigits(number: String, lastFour: String) {
            #expect(CardNumber.lastFour(number) == lastFour)
        }
    }
}
