/// A pre-check for untrusted JSON: Foundation's decoder recurses once per nesting level and
/// crashed at about 500 levels on a small thread stack, so files nested deeper than Aisle ever
/// writes are refused before they reach it.
///
/// This is the fast half of the checks: it only counts brackets, so the catalog loader can run it
/// on every load (about 19 ms on the 35 MB, 100,000-product benchmark catalog in a release
/// build). State files get `StrictJSON`, which checks depth along with everything else.
public enum JSONDepth {
    /// Whether `bytes` open more than `limit` arrays or objects inside one another. Brackets
    /// inside strings (including after escaped quotes) do not count; a closing bracket with
    /// nothing open is ignored rather than letting later openings go uncounted. Malformed input
    /// is not rejected here; that is the decoder's job, which this only protects.
    public static func exceeds(_ bytes: [UInt8], limit: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var depth = 0
            var index = 0
            while index < buffer.count {
                switch buffer[index] {
                case UInt8(ascii: "\""):
                    // Most bytes of a catalog are inside strings: skip them in a tight loop.
                    index += 1
                    while index < buffer.count, buffer[index] != UInt8(ascii: "\"") {
                        // A backslash escapes the next byte, which may be a quote.
                        index += buffer[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return true }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth = max(depth - 1, 0)
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }
}
