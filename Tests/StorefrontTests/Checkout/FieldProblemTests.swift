import Storefront
import Testing

extension CheckoutTests {
    @Suite("FieldProblem", .timeLimit(.minutes(10)))
    struct FieldProblemTests {
        @Test(arguments: [
            (FieldProblem.required, "required"),
            (.invalidEmail, "not an email address"),
            (.invalidPostalCode(example: "12345"), "like 12345"),
            (.invalidPostalCode(example: "SW1A 1AA"), "like SW1A 1AA"),
            (.unknownCountry, "pick a country"),
            (.invalidCardNumber, "check the number"),
            (.unsupportedCard, "card not accepted"),
            (.expired, "expired"),
            (.invalidExpiry, "MM/YY"),
            (.invalidCVC(length: 3), "3 digits"),
            (.invalidCVC(length: 4), "4 digits"),
        ])
        func messagesFitBesideAField(problem: FieldProblem, message: String) {
            #expect(problem.message == message)
            #expect(problem.message.count <= 20)
        }
    }
}
