import Navigation
import StateFiles

/// Turns a decoder's complaint about a catalog into `CatalogError.malformed` that names the
/// record (`products[12] (id "p-013")`) and the problem in the file's own terms
/// (`missing field "price"`, `"stock" must be a whole number, found a string ("12")`).
enum CatalogJSONDiagnosis {
    /// The catalog error for `error`, thrown by the decoder while reading `bytes`.
    static func error(for error: DecodingError, in bytes: [UInt8]) -> CatalogError {
        switch error {
        case .keyNotFound(let key, let context):
            let place = Place(context.codingPath)
            guard place.section != nil else {
                return .malformed(
                    record: "the top-level object",
                    problem: "missing field \(key.stringValue.catalogQuoted())")
            }
            let probe = CatalogJSONProbe(
                bytes, section: place.section, index: place.index, field: nil)
            return .malformed(
                record: record(place, probe),
                problem: "missing field \(key.stringValue.catalogQuoted())")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return wrongValue(at: Place(context.codingPath), bytes: bytes)
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return wrongValue(at: Place(context.codingPath), bytes: bytes)
        default:
            return syntaxError(in: bytes)
        }
    }

    /// Where `bytes` stops being JSON, as `line L, column C`, or the whole file if that cannot
    /// be found.
    static func syntaxError(in bytes: [UInt8]) -> CatalogError {
        guard let failure = JSONScanner.firstFailure(in: bytes, documentName: "catalog") else {
            return .malformed(record: "the file", problem: "not valid JSON")
        }
        let (line, column) = JSONScanner.location(of: failure.offset, in: bytes)
        return .malformed(
            record: "line \(line), column \(column)",
            problem: "not valid JSON (\(failure.problem))")
    }

    /// A coding path cut into the catalog's levels: `products` › `12` › `price`.
    private struct Place {
        var section: String?
        var index: Int?
        var field: String?

        init(_ path: [any CodingKey]) {
            section = path.first?.stringValue
            index = path.count > 1 ? path[1].intValue : nil
            field = path.count > 2 ? path[2].stringValue : nil
        }
    }

    /// `products[12] (id "p-013")`, or the top level when the place is not inside a record.
    private static func record(_ place: Place, _ probe: CatalogJSONProbe) -> String {
        guard let section = place.section else { return "the file" }
        guard let index = place.index else { return "the top-level object" }
        let id = probe.recordID.map { " (id \($0.catalogQuoted()))" } ?? ""
        return "\(section)[\(index)]\(id)"
    }

    private static func wrongValue(at place: Place, bytes: [UInt8]) -> CatalogError {
        let probe = CatalogJSONProbe(
            bytes, section: place.section, index: place.index, field: place.field)
        let (subject, expected, record): (String, String, String)
        switch (place.section, place.index, place.field) {
        case (nil, _, _):
            (subject, expected, record) = ("the catalog", "a JSON object", "the file")
        case (let section?, nil, _):
            let list = ["categories", "sellers", "products"].contains(section)
            (subject, expected) = (section.catalogQuoted(), list ? "an array" : "a string")
            record = "the top-level object"
        case (_, _?, nil):
            (subject, expected) = ("the entry", "an object")
            record = self.record(place, probe)
        case (_, _?, let field?):
            let whole = field == "price" || field == "stock"
            (subject, expected) = (field.catalogQuoted(), whole ? "a whole number" : "a string")
            record = self.record(place, probe)
        }
        if expected == "a whole number", case .number(let text)? = probe.found,
            !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        {
            return .malformed(record: record, problem: "\(subject) is out of range (\(text))")
        }
        let found = probe.found.map { ", found \(describe($0))" } ?? ""
        return .malformed(record: record, problem: "\(subject) must be \(expected)\(found)")
    }

    private static func describe(_ value: JSONScanner.Value) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let text): text
        case .string(let text): "a string (\(text.catalogQuoted(limit: 24)))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
