/// A card network, told from the first digits of the number (the issuer identification
/// number). Only the brand and the last four digits of a card are ever kept.
public enum CardBrand: String, Hashable, Sendable, Codable {
    case visa, mastercard, amex, discover, jcb, dinersClub, unknown

    /// The brand whose prefix ranges `digits` starts in; `.unknown` until enough digits are
    /// typed to tell (a lone "3" could be three brands) or when no supported brand matches.
    /// Characters other than ASCII digits are ignored.
    public init(number digits: String) {
        let digits = CardNumber.digits(in: digits)
        self = Self.prefixRanges.first { $0.contains(digits) }?.brand ?? .unknown
    }

    /// The brand's name as printed on cards: "American Express".
    public var name: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .dinersClub: "Diners Club"
        case .unknown: "Card"
        }
    }

    /// Digits of the security code: 4 on American Express cards, 3 on every other.
    public var cvcLength: Int { self == .amex ? 4 : 3 }

    /// The numbers of digits a card of this brand can have; none for `.unknown`.
    public var lengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .discover, .jcb: Array(16...19)
        case .dinersClub: Array(14...19)
        case .unknown: []
        }
    }

    /// How the number is written in groups: American Express 4-6-5, every other brand 4-4-4-4.
    /// Digits past the groups continue in groups of four, so 19 digits read 4-4-4-4-3.
    public var grouping: [Int] { self == .amex ? [4, 6, 5] : [4, 4, 4, 4] }

    /// One range of prefixes: a number belongs to it when it has at least as many digits as
    /// the bounds and its first digits lie between them.
    private struct PrefixRange: Sendable {
        var brand: CardBrand
        var low: String
        var high: String

        func contains(_ digits: String) -> Bool {
            guard digits.utf8.count >= low.utf8.count else { return false }
            let prefix = String(decoding: digits.utf8.prefix(low.utf8.count), as: UTF8.self)
            // Equal-length digit strings compare as their numbers do.
            return low <= prefix && prefix <= high
        }
    }

    /// The networks' published ranges; they do not overlap, so order does not matter.
    private static let prefixRanges: [PrefixRange] = [
        PrefixRange(brand: .visa, low: "4", high: "4"),
        PrefixRange(brand: .mastercard, low: "51", high: "55"),
        PrefixRange(brand: .mastercard, low: "2221", high: "2720"),
        PrefixRange(brand: .amex, low: "34", high: "34"),
        PrefixRange(brand: .amex, low: "37", high: "37"),
        PrefixRange(brand: .discover, low: "6011", high: "6011"),
        PrefixRange(brand: .discover, low: "644", high: "649"),
        PrefixRange(brand: .discover, low: "65", high: "65"),
        PrefixRange(brand: .discover, low: "622126", high: "622925"),
        PrefixRange(brand: .jcb, low: "3528", high: "3589"),
        PrefixRange(brand: .dinersClub, low: "300", high: "305"),
        PrefixRange(brand: .dinersClub, low: "3095", high: "3095"),
        PrefixRange(brand: .dinersClub, low: "36", high: "36"),
        PrefixRange(brand: .dinersClub, low: "38", high: "39"),
    ]
}
