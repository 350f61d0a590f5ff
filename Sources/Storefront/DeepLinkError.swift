/// Why a text is not an Aisle link. Positions count screens from 1 (`aisle://cart/orders` has
/// `orders` at screen 2) and segments between slashes from 1. `message` says it in one line.
public enum DeepLinkError: Error, Equatable, Sendable {
    /// The text does not start with `aisle://`: another scheme (`http://…`), a malformed one
    /// (`aisle:/x`, `aisle:x`), or none where one is required. Holds the text.
    case notAnAisleLink(String)
    /// A screen name Aisle does not know, as written, and the screen it would have been.
    case unknownScreen(name: String, position: Int)
    /// A screen that needs an id, query or step (`aisle://product`) came last without one.
    case missingArgument(screen: String, position: Int)
    /// `checkout/<step>` with a step other than shipping, payment or review.
    case unknownCheckoutStep(String, position: Int)
    /// A segment whose `%` escapes are malformed or decode to bytes that are not UTF-8.
    case badPercentEncoding(segment: String, reason: PercentEncoding.DecodingError)
    /// Nothing between two slashes (`aisle://cart//orders`) or after the last (`aisle://cart/`).
    case emptySegment(position: Int)
    /// Text after the link that is not part of one: a `?` query, a `#` fragment, or whitespace
    /// and whatever follows it. Holds that text.
    case trailingJunk(String)
    /// Longer than `DeepLink.maxLength` UTF-8 bytes; holds the length.
    case tooLong(bytes: Int)
    /// More than `DeepLink.maxScreens` screens.
    case tooManyScreens
    /// A raw control character (C0, DEL or C1), and the character position from 1 where it is.
    case controlCharacter(Unicode.Scalar, position: Int)
}
