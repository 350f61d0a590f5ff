import Storefront
import Testing

@Suite("PercentEncoding", .timeLimit(.minutes(10)))
struct PercentEncodingTests {
    @Test(arguments: [
        ("", ""),
        ("p-001", "p-001"),
        ("AZaz09-._~", "AZaz09-._~"),
        (" ", "%20"),
        ("red mug", "red%20mug"),
        ("a/b", "a%2Fb"),
        ("?#%+", "%3F%23%25%2B"),
        ("&=:;@!$'()*,[]", "%26%3D%3A%3B%40%21%24%27%28%29%2A%2C%5B%5D"),
        ("café", "caf%C3%A9"),
        ("e\u{301}", "e%CC%81"),
        ("日本", "%E6%97%A5%E6%9C%AC"),
        ("😀", "%F0%9F%98%80"),
        ("\t\n\u{0}\u{7F}", "%09%0A%00%7F"),
        ("\u{202E}", "%E2%80%AE"),
    ])
    func encodeKeepsOnlyUnreservedCharacters(text: String, encoded: String) throws {
        #expect(PercentEncoding.encode(text) == encoded)
        #expect(try PercentEncoding.decode(encoded) == text)
    }

    @Test(arguments: [
        ("caf%c3%a9", "café"),
        ("a+b", "a+b"),
        ("%2B", "+"),
        ("café", "café"),
        ("100%25", "100%"),
        ("%41%42c", "ABc"),
        ("~", "~"),
    ])
    func decodeAcceptsLowercaseHexAndRawCharacters(text: String, decoded: String) throws {
        #expect(try PercentEncoding.decode(text) == decoded)
    }

    @Test(arguments: [
        ("%", PercentEncoding.DecodingError.malformedEscape(offset: 0)),
        ("%2", .malformedEscape(offset: 0)),
        ("ab%", .malformedEscape(offset: 2)),
        ("a%zz", .malformedEscape(offset: 1)),
        ("%%41", .malformedEscape(offset: 0)),
        ("%4g", .malformedEscape(offset: 0)),
        ("é%", .malformedEscape(offset: 2)),
        ("%C3", .invalidUTF8),
        ("%FF", .invalidUTF8),
        ("%C3%28", .invalidUTF8),
        ("%ED%A0%80", .invalidUTF8),  // a UTF-16 surrogate
        ("%C0%AF", .invalidUTF8),  // an overlong "/"
    ])
    func decodeRefusesMalformedInput(text: String, error: PercentEncoding.DecodingError) {
        #expect(throws: error) { try PercentEncoding.decode(text) }
    }

    @Test func everyByteRoundTripsAndEncodesToUnreservedOrEscapes() throws {
        for value in UInt32(0)...0x2FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x" + String(Character(scalar)) + "y"
            let encoded = PercentEncoding.encode(text)
            #expect(encoded.utf8.allSatisfy { PercentEncoding.isUnreserved($0) || $0 == 0x25 })
            #expect(try PercentEncoding.decode(encoded) == text, "U+\(value)")
        }
    }

    @Test func unreservedSetIsExactlyRFC3986() {
        let unreserved = (UInt8(0)...UInt8(255)).filter(PercentEncoding.isUnreserved)
        let expected = Array(
            "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8)
        #expect(unreserved == expected)
    }
}
