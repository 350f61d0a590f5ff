import TerminalUI

/// A field as saved: its text and cursor. The length limit is the form's, never the file's.
struct SavedText: Codable {
    var text: String
    var cursor: Int?

    init(_ field: TextField) {
        text = field.text
        cursor = field.cursor
    }
}

extension TextField {
    /// Takes the text and cursor of a saved field, cleaned and cut to this field's own limit.
    mutating func restore(_ saved: SavedText?) {
        guard let saved else { return }
        self = TextField(text: saved.text, cursor: saved.cursor, maxLength: maxLength)
    }
}
