extension DeepLinkError {
    /// What a valid link looks like, ending every message: a real path through the bundled
    /// catalog, so a user can paste it and see it work.
    public static var example: String { "aisle://category/coffee/product/p-001" }

    /// One line saying what is wrong and what a valid link looks like, for stderr or the
    /// bottom line: `not an Aisle link: "http://x" — links look like aisle://category/…`.
    public var message: String { "\(problem) — links look like \(Self.example)" }

    private var problem: String {
        switch self {
        case .notAnAisleLink(let text):
            "not an Aisle link: \(Self.quoted(text))"
        case .unknownScreen(let name, let position):
            "unknown screen \(Self.quoted(name)) at screen \(position) (known: "
                + DeepLink.screenNames.joined(separator: ", ") + ")"
        case .missingArgument(let screen, let position):
            "\(Self.quoted(screen)) at screen \(position) needs \(Self.argumentName(of: screen))"
        case .unknownCheckoutStep(let step, let position):
            "unknown checkout step \(Self.quoted(step)) at screen \(position) (steps: "
                + CheckoutStep.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case .badPercentEncoding(let segment, .malformedEscape):
            "bad percent-encoding in \(Self.quoted(segment)): \"%\" must be followed by two hex "
                + "digits (write a literal % as %25)"
        case .badPercentEncoding(let segment, .invalidUTF8):
            "bad percent-encoding in \(Self.quoted(segment)): the bytes are not valid UTF-8"
        case .emptySegment(let position):
            "segment \(position) of the link is empty (a doubled or trailing \"/\")"
        case .trailingJunk(let junk):
            "unexpected \(Self.quoted(junk)) after the link (write spaces, ? and # as %20, %3F "
                + "and %23)"
        case .tooLong(let bytes):
            "link too long: \(bytes) bytes, at most \(DeepLink.maxLength)"
        case .tooManyScreens:
            "link too deep: more than \(DeepLink.maxScreens) screens"
        case .controlCharacter(let scalar, let position):
            "control character \(Self.codePoint(scalar)) at character \(position) of the link"
        }
    }

    private static func argumentName(of screen: String) -> String {
        switch screen {
        case "search": "a query: search/<query>"
        case "checkout": "a step: checkout/shipping, checkout/payment or checkout/review"
        default: "an id: \(screen)/<id>"
        }
    }

    /// Quotes `text` for a one-line message, cut at 40 characters so a 4 KiB link cannot
    /// swamp the line. Raw control characters were refused before any message quotes text,
    /// but decoded segments and format characters (a bidi override) are written as `\u{…}`
    /// so they cannot reorder or break the line they are printed on.
    static func quoted(_ text: String) -> String {
        let limit = 40
        let cut = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
        var escaped = ""
        for scalar in cut.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
