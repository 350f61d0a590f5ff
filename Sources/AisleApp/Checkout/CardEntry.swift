import Storefront
import TerminalUI

/// Typing into the card fields: the number is regrouped as it is typed ("4242 4242 42"),
/// the expiry gains its slash, the CVC takes digits only; the cursor stays after the same
/// digit it was after.
enum CardEntry {
    static func edit(_ form: inout PaymentForm, key: Key) {
        switch form.focus {
        case .method:
            break
        case .number:
            edit(&form.number, key: key) { digits in
                CardNumber.grouped(String(digits.prefix(19)))
            }
            form.problems[.number] = nil
        case .expiry:
            edit(&form.expiry, key: key) { digits in
                let four = digits.prefix(4)
                return four.count > 2 ? four.prefix(2) + "/" + four.dropFirst(2) : String(four)
            }
            form.problems[.expiry] = nil
        case .cvc:
            edit(&form.cvc, key: key) { String($0.prefix(4)) }
            form.problems[.cvc] = nil
        }
    }

    /// Applies `key`, then rewrites the text as `format(digits)`, keeping the cursor after the
    /// same number of digits.
    private static func edit(_ field: inout TextField, key: Key, format: (String) -> String) {
        // Only digits matter: anything else typed is ignored rather than shown and dropped.
        if case .character(let character) = key, !character.isASCII || !character.isNumber {
            return
        }
        var edited = field
        // Backspace right after a group's space deletes the digit before it, not just the
        // space the grouping would put back.
        if key == .backspace, edited.cursor > 0,
            edited.text[edited.text.index(edited.text.startIndex, offsetBy: edited.cursor - 1)]
                == " "
        {
            _ = edited.moveLeft()
        }
        guard edited.apply(key) != .notHandled else { return }
        let digitsBeforeCursor = edited.text.prefix(edited.cursor).filter(\.isNumber).count
        let formatted = format(edited.text.filter(\.isNumber).map(String.init).joined())
        var cursor = 0
        var seen = 0
        for character in formatted {
            if seen == digitsBeforeCursor { break }
            if character.isNumber { seen += 1 }
            cursor += 1
        }
        field = TextField(text: formatted, cursor: cursor, maxLength: field.maxLength)
    }
}
