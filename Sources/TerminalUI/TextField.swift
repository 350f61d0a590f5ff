/// A one-line editable text value: what a form field holds, with no terminal involved.
///
/// Text is edited by grapheme cluster (`Character`), which is what a person means by "one
/// character": one Backspace removes "é" (precomposed or decomposed), "👍🏽", "🇯🇵" or "東"
/// whole. Three invariants hold after every operation, setter and decode:
/// - `cursor` is within `0...text.count` (an offset in Characters);
/// - `text.count <= maxLength` when there is a limit;
/// - `text` holds only scalars `TextSanitizer.isDrawable` accepts, and no line breaks or tabs.
///
/// The field is a plain value: `Hashable` for state comparisons, `Codable` for drafts (see
/// `TextField+Codable.swift`: decoding never trusts the file). Drawing is `TextFieldView`'s.
public struct TextField: Hashable, Sendable {
    /// What one key did to a field, so a form knows whether to redraw, revalidate or handle the
    /// key itself.
    public enum EditResult: Hashable, Sendable {
        /// The text changed (the cursor may have moved too).
        case edited
        /// Only the cursor moved.
        case moved
        /// The key is a field key but had nothing to do: Backspace at the start, ← at the
        /// start, a letter into a full field.
        case unchanged
        /// Not a field key (Tab, Enter, Esc, ↑/↓, Page keys, Ctrl-C…): the form handles it.
        case notHandled
    }

    /// The text; always clean. Setting it cleans the new value as `insert` would (undrawable
    /// scalars dropped, breaks and tabs turned into a space), cuts it to `maxLength`, and keeps
    /// the cursor's offset, clamped to the new text.
    public var text: String {
        get { storage }
        set {
            let offset = position
            replaceAll(with: newValue)
            position = min(offset, storage.count)
        }
    }

    /// Where the cursor is: an offset in Characters, `0...text.count`. Setting it clamps.
    public var cursor: Int {
        get { position }
        set { position = min(max(0, newValue), storage.count) }
    }

    /// The most Characters the text may hold; `nil` for no limit. Never negative.
    public let maxLength: Int?

    /// The text; only this file's setters and the editing operations write it.
    var storage: String
    /// The cursor offset in Characters.
    var position: Int

    /// A field holding `text` (cleaned and cut to `maxLength`, as `insert` does), the cursor at
    /// `cursor` clamped into the text, or at the end when `nil`. A negative `maxLength` is 0.
    public init(text: String = "", cursor: Int? = nil, maxLength: Int? = nil) {
        self.maxLength = maxLength.map { max(0, $0) }
        storage = ""
        position = 0
        replaceAll(with: text)
        self.cursor = cursor ?? storage.count
    }

    /// Whether the field holds no text.
    public var isEmpty: Bool { storage.isEmpty }

    /// Empties the field. Returns whether anything changed.
    @discardableResult
    public mutating func clear() -> Bool {
        guard !storage.isEmpty || position != 0 else { return false }
        storage = ""
        position = 0
        return true
    }

    /// Replaces the whole text through `insert`, so a setter or a decoder can never store what
    /// typing could not.
    private mutating func replaceAll(with newText: String) {
        storage = ""
        position = 0
        insert(newText)
    }

    /// The string index `offset` Characters into the text (clamped).
    func index(at offset: Int) -> String.Index {
        storage.index(storage.startIndex, offsetBy: max(0, offset), limitedBy: storage.endIndex)
            ?? storage.endIndex
    }
}
