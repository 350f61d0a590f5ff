#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one way Aisle writes a state file: the header's `format` and `version` beside the body's
/// own fields in one JSON object, pretty-printed with sorted keys so that it reads well and the
/// same state always gives the same bytes.
public enum ArchiveEnvelope {
    /// The bytes of `body` under `header`, or nil when encoding fails: a save is then skipped,
    /// because an empty or partial file must never replace a good one.
    public static func encode(_ body: some Encodable, header: ArchiveHeader) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try? Array(encoder.encode(Envelope(header: header, body: body)))
    }

    /// Header and body encoded into the same keyed container, so their keys sit side by side.
    private struct Envelope<Body: Encodable>: Encodable {
        let header: ArchiveHeader
        let body: Body

        func encode(to encoder: any Encoder) throws {
            try header.encode(to: encoder)
            try body.encode(to: encoder)
        }
    }
}
