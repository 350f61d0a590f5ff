import Storefront
import TerminalUI

/// The payment step: a method, and for a card its number, expiry and CVC.
///
/// The card fields live only in memory. `Codable` writes the method and the focus and nothing
/// else, so no file Aisle writes can ever hold a card number or CVC; a restored form has them
/// empty.
public struct PaymentForm: Hashable, Sendable {
    /// Which part of the form has the cursor.
    public enum Focus: String, Hashable, Sendable, Codable, CaseIterable {
        case method, number, expiry, cvc
    }

    /// Invoice or card; invoice until the user picks.
    public var method: PaymentMethod = .invoice
    /// Digits as typed, kept grouped ("4242 4242 …") while typing.
    public var number = TextField(maxLength: 23)
    /// "MM/YY".
    public var expiry = TextField(maxLength: 5)
    /// Three digits, four for American Express.
    public var cvc = TextField(maxLength: 4)
    /// The part with the cursor.
    public var focus: Focus = .method
    /// Problems from the last submit.
    public var problems: [CardValidation.Field: FieldProblem] = [:]

    /// An empty form, invoice chosen.
    public init() {}

    /// The fields the cursor visits for the chosen method, in order.
    public var focusOrder: [Focus] { method == .card ? Focus.allCases : [.method] }

    /// The card's problems against `today` (empty when paying by invoice).
    public func cardProblems(today: YearMonth) -> [(
        field: CardValidation.Field, problem: FieldProblem
    )] {
        guard method == .card else { return [] }
        return CardValidation.problems(
            number: number.text, expiry: expiry.text, cvc: cvc.text, today: today)
    }

    /// Whether payment can go ahead now.
    public func isComplete(today: YearMonth) -> Bool { cardProblems(today: today).isEmpty }

    /// What the order records: the method, and for a card only brand and last four digits.
    public var summary: PaymentSummary {
        guard method == .card else { return .invoice }
        let digits = CardNumber.digits(in: number.text)
        return .card(brand: CardBrand(number: digits), lastFour: CardNumber.lastFour(digits))
    }
}

extension PaymentForm: Codable {
    private enum CodingKeys: String, CodingKey { case method, focus }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        // A method of the wrong type is damage; one this build does not offer is the default.
        method =
            try container.decodeIfPresent(String.self, forKey: .method)
            .flatMap(PaymentMethod.init(rawValue:)) ?? .invoice
        // The saved focus is only checked for its type: card fields always come back empty, so
        // the cursor starts where typing must.
        _ = try container.decodeIfPresent(String.self, forKey: .focus)
        focus = method == .card ? .number : .method
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(method, forKey: .method)
        try container.encode(focus, forKey: .focus)
    }
}
