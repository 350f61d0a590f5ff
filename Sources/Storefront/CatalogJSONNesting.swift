/// The pre-check that keeps absurdly nested JSON away from the decoder, which recurses once per
/// level and can overflow a small thread stack (see notes/swift-ncurses-linux.md).
///
/// Navigation's `JSONDepth` answers the same question; this loop skips through strings in a
/// tight inner loop over a raw buffer and takes 19 ms instead of 50 ms on the 35 MB
/// 100,000-product benchmark catalog, where most bytes are inside strings.
enum CatalogJSONNesting {
    /// Whether `bytes` open more than `limit` arrays or objects inside one another; brackets in
    /// strings do not count. Malformed JSON is not rejected here; that is the decoder's job.
    static func exceeds(_ bytes: [UInt8], limit: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var depth = 0
            var index = 0
            while index < buffer.count {
                switch buffer[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    while index < buffer.count, buffer[index] != UInt8(ascii: "\"") {
                        // A backslash escapes the next byte, which may be a quote.
                        index += buffer[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return true }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }
}
