/// The check an untrusted state file passes before Foundation's decoder sees it. The decoder is
/// lenient where Aisle must not be: it takes the first of repeated keys, and it only looks at
/// the strings it decodes, so invalid UTF-8 or raw control characters in a field it skips (or in
/// an element a lenient array drops) would go unseen, and the file would be trusted.
///
/// In one pass over the bytes, exactly one JSON value (RFC 8259) is required, with white space
/// around it and nothing else: no byte-order mark and no trailing commas (Aisle never writes
/// either, so a file with one has been edited by something else); valid UTF-8 throughout;
/// no raw U+0000–U+001F inside strings; every `\u` surrogate escape paired; no key twice in one
/// object (compared after escapes are resolved); at most `depthLimit` arrays and objects nested.
/// Numbers need only JSON's grammar; whether one fits its field is the decoder's call.
public enum StrictJSON {
    /// Why `bytes` is not one strict JSON value, in a few words for a notice (`duplicate key
    /// "path"`, `invalid UTF-8`, `nested too deeply`), or nil if it is one.
    ///
    /// `depthLimit` is capped at `JSONScanner.maximumDepthLimit`.
    public static func problem(in bytes: [UInt8], depthLimit: Int) -> String? {
        guard bytes.contains(where: { !isWhitespace($0) }) else { return "empty" }
        guard
            let failure = JSONScanner.firstFailure(in: bytes, depthLimit: depthLimit)
        else { return nil }
        switch failure.kind {
        case .duplicateKey(let key): return "duplicate key \(JSONScanner.quoted(key, limit: 40))"
        case .invalidUTF8: return "invalid UTF-8"
        case .controlCharacter: return "a raw control character in a string"
        case .unpairedSurrogate: return "an unpaired surrogate escape in a string"
        case .tooDeep: return "nested too deeply"
        case .syntax:
            let (line, column) = JSONScanner.location(of: failure.offset, in: bytes)
            return "not valid JSON at line \(line), column \(column): \(failure.problem)"
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
