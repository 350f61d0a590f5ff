#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an untrusted archive file turned out to be. Reading never throws and never trusts the
/// bytes: each outcome says what the caller should do with the file.
public enum ArchiveReading<Body: Sendable>: Sendable {
    /// Ours, a version we read, and well formed.
    case document(Body)
    /// Not our kind of file: leave it alone and do not overwrite it.
    case foreign(format: String)
    /// Ours, written by a newer build: leave it byte-identical and do not overwrite it.
    case newer(version: Int)
    /// Damaged: set it aside and start without it.
    case corrupt(reason: String)
}

extension ArchiveReading where Body: Decodable {
    /// Nesting deeper than this is never one of our files; checked before the JSON decoder,
    /// which can exhaust a small stack on deep input.
    public static var maximumDepth: Int { 32 }

    /// Reads `bytes` as an archive of kind `expected`: strict JSON, header, then body.
    ///
    /// Bytes that are not strict JSON (`StrictJSON`: invalid UTF-8, raw controls in strings,
    /// repeated keys, too deep, trailing commas) are corrupt whatever their header says: only a
    /// well-formed file without our tag is someone else's and left alone.
    public static func read(_ bytes: [UInt8], expecting expected: ArchiveHeader) -> Self {
        if let problem = StrictJSON.problem(in: bytes, depthLimit: maximumDepth) {
            return .corrupt(reason: problem)
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        guard let loose = try? decoder.decode(LooseHeader.self, from: data) else {
            return .corrupt(reason: "not a JSON object")
        }
        guard let format = loose.format else { return .foreign(format: "no format tag") }
        guard format == expected.format else { return .foreign(format: format) }
        guard let version = loose.version, version >= 1 else {
            return .corrupt(reason: "no valid version")
        }
        if case .newer(let found) = ArchiveHeader(format: format, version: version)
            .verdict(expecting: expected)
        {
            return .newer(version: found)
        }
        do {
            return .document(try decoder.decode(Body.self, from: data))
        } catch {
            return .corrupt(reason: ShapeProblem.reason(for: error))
        }
    }
}

/// The header fields, each read on its own and allowed to be missing or of another type, to
/// tell "not ours" (someone's `{"version":"2.0.1"}`) from "ours but damaged".
private struct LooseHeader: Decodable {
    var format: String?
    var version: Int?

    private enum CodingKeys: String, CodingKey { case format, version }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try? container.decode(String.self, forKey: .format)
        version = try? container.decode(Int.self, forKey: .version)
    }
}
