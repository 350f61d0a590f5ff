/// What a decoding error says about a state file, in a few words for a notice that names the
/// place: `path[1].category.id is a number, expected a string`, `screens[0].top is missing`.
enum ShapeProblem {
    /// The reason for `error`, thrown while decoding a document's body.
    static func reason(for error: any Error) -> String {
        guard let error = error as? DecodingError else {
            return "its contents do not have the expected shape"
        }
        switch error {
        case .typeMismatch(let type, let context):
            let found = foundKind(in: context.debugDescription)
            return "\(place(context.codingPath)) is \(found), expected \(kind(of: type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is null, expected \(kind(of: type))"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation reports a number that does not fit its field (2.5 or 1e300 where a
            // whole number belongs) this way, without saying where.
            return "a number does not fit its field"
        case .dataCorrupted(let context):
            // Our decoders say "is …"/"has …"; Foundation's own words (an enum's unknown raw
            // value) are not for a notice.
            let said = context.debugDescription
            let what =
                said.hasPrefix("is ") || said.hasPrefix("has ")
                ? said : "has a value Aisle does not know"
            return "\(place(context.codingPath)) \(what)"
        @unknown default:
            return "its contents do not have the expected shape"
        }
    }

    /// `path[1].category.id`: array positions in brackets, keys joined by dots. The keys are
    /// the decoder's own coding keys (a key it was not asked for never reaches an error), so
    /// nothing from the file is echoed.
    static func place(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }

    /// The expected type in words.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is UInt64.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }

    /// The found kind, from Foundation's "Expected to decode … but found a string instead.".
    private static func foundKind(in description: String) -> String {
        let known = [
            ("found number", "a number"), ("found a number", "a number"),
            ("found a string", "a string"), ("found an array", "an array"),
            ("found a dictionary", "an object"), ("found bool", "true or false"),
            ("found a bool", "true or false"), ("found null", "null"),
        ]
        return known.first { description.contains($0.0) }?.1 ?? "of another type"
    }
}
