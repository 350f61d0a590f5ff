import Storefront
import TerminalUI

/// Typing into the card fields: the number is regrouped as it is typed ("4242 4242 42"),
/// the expiry gains its slash (and a typed one completes a one-digit month), the CVC takes
/// digits only; the cursor stays after the same digit it was after. A field's problem is
/// cleared only when its text changes.
enum CardEntry {
    static func edit(_ form: inout PaymentForm, key: Key) {
        switch form.focus {
        case .method:
            break
        case .number:
            let changed = edit(&form.number, key: key, digits: 19) {
                CardNumber.grouped(String($0.prefix(19)))
            }
            if changed { form.problems[.number] = nil }
        case .expiry:
            var key = key
            if key == .character("/") {
                // A slash completes a one-digit month; anywhere else it is ignored.
                guard let field = ExpiryEntry.slash(in: form.expiry) else { return }
                if field.text != form.expiry.text { form.problems[.expiry] = nil }
                form.expiry = field
                return
            }
            if case .paste(let text) = key { key = .paste(ExpiryEntry.pasted(text)) }
            let changed = edit(&form.expiry, key: key, digits: 4) { digits in
                let four = digits.prefix(4)
                return four.count > 2 ? four.prefix(2) + "/" + four.dropFirst(2) : String(four)
            }
            if changed { form.problems[.expiry] = nil }
        case .cvc:
            if edit(&form.cvc, key: key, digits: 4, format: { String($0.prefix(4)) }) {
                form.problems[.cvc] = nil
            }
        }
    }

    /// Applies `key`, then rewrites the text as `format(digits)`, keeping the cursor after the
    /// same number of digits; a field holds at most `digits` digits. Returns whether the text
    /// changed.
    private static func edit(
        _ field: inout TextField, key: Key, digits: Int, format: (String) -> String
    ) -> Bool {
        var key = key
        switch key {
        case .character(let character) where !character.isASCII || !character.isNumber:
            // Only digits matter: anything else typed is ignored rather than shown and dropped.
            return false
        case .character where field.text.filter(\.isNumber).count >= digits:
            // A full field takes no more digits, wherever the cursor is.
            return false
        case .paste(let text):
            // "Visa: 4242 4242 …" pastes as its digits, before any length limit applies.
            key = .paste(String(text.filter { $0.isASCII && $0.isNumber }))
        default:
            break
        }
        // The field's text without its limit, so a paste is cut by `format`, not by the field.
        var edited = TextField(text: field.text, cursor: field.cursor)
        // Backspace just after a separator (a group's space, the expiry's slash) deletes the
        // digit before it, and Delete just before one the digit after it: the separator alone
        // would only be put back.
        if key == .backspace, isSeparator(before: edited.cursor, in: edited.text) {
            _ = edited.moveLeft()
        } else if key == .delete, isSeparator(before: edited.cursor + 1, in: edited.text) {
            _ = edited.moveRight()
        }
        guard edited.apply(key) != .notHandled else { return false }
        let digitsBeforeCursor = edited.text.prefix(edited.cursor).filter(\.isNumber).count
        let formatted = format(String(edited.text.filter(\.isNumber)))
        var cursor = 0
        var seen = 0
        for character in formatted {
            if seen == digitsBeforeCursor { break }
            if character.isNumber { seen += 1 }
            cursor += 1
        }
        let before = field.text
        field = TextField(text: formatted, cursor: cursor, maxLength: field.maxLength)
        return field.text != before
    }

    /// Whether the character just before offset `position` is a separator the format adds.
    private static func isSeparator(before position: Int, in text: String) -> Bool {
        guard position > 0, position <= text.count else { return false }
        let character = text[text.index(text.startIndex, offsetBy: position - 1)]
        return character == " " || character == "/"
    }
}
