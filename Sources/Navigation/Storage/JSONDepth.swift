/// A pre-check for untrusted JSON: Foundation's decoder recurses once per nesting level and
/// crashed at about 500 levels on a small thread stack, so files nested deeper than Aisle ever
/// writes are refused before they reach it.
public enum JSONDepth {
    /// Whether `bytes` open more than `limit` arrays or objects inside one another. Brackets
    /// inside strings (including after escaped quotes) do not count. Malformed input is not
    /// rejected here; that is the decoder's job, which this only protects.
    public static func exceeds(_ bytes: [UInt8], limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            default:
                break
            }
        }
        return false
    }
}
