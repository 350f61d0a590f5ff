/// A field is saved as `{"text": "…", "cursor": 3, "maxLength": 80}` (`maxLength` only when
/// there is one). Decoding trusts nothing: the text is cleaned and cut as if typed, a missing
/// cursor means the end, and an out-of-range cursor or a negative limit is clamped, so a
/// hand-edited or hostile draft restores to a field that typing could have produced.
extension TextField: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, cursor, maxLength
    }

    /// Decodes a saved field, re-establishing every invariant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            text: try container.decode(String.self, forKey: .text),
            cursor: try container.decodeIfPresent(Int.self, forKey: .cursor),
            maxLength: try container.decodeIfPresent(Int.self, forKey: .maxLength))
    }

    /// Encodes the text, the cursor and the limit.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storage, forKey: .text)
        try container.encode(position, forKey: .cursor)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
    }
}
