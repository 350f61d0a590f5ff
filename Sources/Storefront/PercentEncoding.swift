/// RFC 3986 percent-encoding for the segments of an Aisle link. FoundationEssentials has none,
/// and Foundation's versions take character sets that differ between platforms; this one keeps
/// exactly the unreserved characters, so every id and query prints the same everywhere.
public enum PercentEncoding {
    /// Why a segment could not be decoded.
    public enum DecodingError: Error, Equatable, Sendable {
        /// A `%` not followed by two hex digits; `offset` counts UTF-8 bytes from the start.
        case malformedEscape(offset: Int)
        /// The decoded bytes are not valid UTF-8.
        case invalidUTF8
    }

    /// `text` with every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~` written as `%XX` (uppercase).
    public static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with each `%XX` (either case) turned back into its byte; other characters are kept
    /// as they are (a `+` stays a plus). The result must be valid UTF-8.
    public static func decode(_ text: String) throws(DecodingError) -> String {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < input.count, let high = hexValue(input[index + 1]),
                let low = hexValue(input[index + 2])
            else { throw .malformedEscape(offset: index) }
            bytes.append(high << 4 | low)
            index += 3
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return decoded
    }

    /// Whether `byte` is an RFC 3986 unreserved character, which never needs encoding.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
