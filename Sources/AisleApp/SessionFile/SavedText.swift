import TerminalUI

/// A field as saved: its text and cursor. The length limit is the form's, never the file's.
///
/// A field of the wrong shape (not an object, no text, a cursor that is not a whole number) is
/// damage and throws; a cursor out of range is clamped, as typing could have left it.
struct SavedText: Codable {
    var text: String
    var cursor: Int?

    init(_ field: TextField) {
        text = field.text
        cursor = field.cursor
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        cursor = nil
        if container.contains(.cursor), try !container.decodeNil(forKey: .cursor) {
            cursor = try container.wholeNumber(forKey: .cursor)
        }
    }

    private enum CodingKeys: String, CodingKey { case text, cursor }
}

extension TextField {
    /// Takes the text and cursor of a saved field, cleaned and cut to this field's own limit.
    mutating func restore(_ saved: SavedText?) {
        guard let saved else { return }
        self = TextField(text: saved.text, cursor: saved.cursor, maxLength: maxLength)
    }
}
