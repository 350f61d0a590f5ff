extension TextField {
    /// Inserts `newText` at the cursor and moves the cursor past it; for typed characters and
    /// bracketed paste alike. Returns whether anything was inserted.
    ///
    /// The text is cleaned first with `TextSanitizer.clean`: controls, C1 and bidi controls are
    /// dropped (an ESC sequence keeps only its harmless printable tail), and each run of tabs
    /// and line breaks becomes one space, so a pasted address lands on one line. With a
    /// `maxLength` as many Characters as fit are inserted and the rest dropped. A combining
    /// mark or joiner is kept only where it joins the Character before it (a dead-key accent
    /// after "e" makes "é" and fits even in a full field); alone it would be an invisible
    /// Character the cursor could sit on.
    @discardableResult
    public mutating func insert(_ newText: String) -> Bool {
        let cleaned = TextSanitizer.clean(newText)
        guard !cleaned.isEmpty else { return false }
        let split = index(at: position)
        let before = String(storage[..<split])
        let after = storage[split...]
        var room = maxLength.map { max(0, $0 - storage.count) } ?? Int.max
        var inserted = ""
        var last = before.last
        let most = Self.maximumScalarsPerCharacter
        for character in cleaned {
            // A zero-width mark joins the character before it, and so can a character with
            // width (a spacing mark, a Hangul vowel): either way the joined character stays
            // within `most` scalars.
            if let previous = last,
                Self.width(of: character) == 0 || (String(previous) + String(character)).count == 1
            {
                let room = max(0, most - previous.unicodeScalars.count)
                let marks = String(
                    String.UnicodeScalarView(character.unicodeScalars.prefix(room)))
                let joined = String(previous) + marks
                guard !marks.isEmpty, joined.count == 1, let merged = joined.first else { continue }
                inserted += marks
                last = merged
            } else if Self.width(of: character) == 0 {
                continue  // a mark with nothing before it to join
            } else {
                guard room > 0 else { break }
                room -= 1
                // A prefix of a Character's scalars is still one Character (grapheme rules
                // look only backwards), so the cut never spills into a second one.
                let capped = String(String.UnicodeScalarView(character.unicodeScalars.prefix(most)))
                inserted += capped
                last = capped.last
            }
        }
        var head = before + inserted
        var result = head + after
        // Joining two strings can only merge Characters at the seam, so the count check above
        // holds; this guard keeps the invariant even if a future Unicode rule disagrees.
        if let maxLength {
            while result.count > maxLength, !inserted.isEmpty {
                inserted.removeLast()
                head = before + inserted
                result = head + after
            }
        }
        guard !inserted.isEmpty else { return false }
        storage = String(result)
        position = min(head.count, storage.count)
        return true
    }

    /// The most Unicode scalars one Character may hold: a family emoji or a tagged flag is
    /// seven; Unicode's stream-safe format allows thirty combining marks in a row. More is a
    /// paste meant to flood (a "zalgo" line), and would make a short field a large file.
    public static var maximumScalarsPerCharacter: Int { 32 }

    /// Backspace: removes the Character before the cursor. Returns whether anything changed.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard position > 0 else { return false }
        remove(from: position - 1, to: position)
        return true
    }

    /// Delete: removes the Character at the cursor. Returns whether anything changed.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard position < storage.count else { return false }
        remove(from: position, to: position + 1)
        return true
    }

    /// Ctrl-U: removes everything before the cursor. Returns whether anything changed.
    @discardableResult
    public mutating func deleteToStart() -> Bool {
        guard position > 0 else { return false }
        remove(from: 0, to: position)
        return true
    }

    /// Ctrl-K: removes everything from the cursor on. Returns whether anything changed.
    @discardableResult
    public mutating func deleteToEnd() -> Bool {
        guard position < storage.count else { return false }
        remove(from: position, to: storage.count)
        return true
    }

    /// Ctrl-W, like readline's `unix-word-rubout`: removes the whitespace before the cursor and
    /// then the run of non-whitespace before that, punctuation included ("a, b.c |" → "a, ").
    /// Returns whether anything changed.
    @discardableResult
    public mutating func deleteWordBackward() -> Bool {
        let characters = Array(storage)
        var start = min(position, characters.count)
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        guard start < position else { return false }
        remove(from: start, to: position)
        return true
    }

    /// ←: one Character left. Returns whether the cursor moved.
    @discardableResult
    public mutating func moveLeft() -> Bool { move(to: position - 1) }

    /// →: one Character right. Returns whether the cursor moved.
    @discardableResult
    public mutating func moveRight() -> Bool { move(to: position + 1) }

    /// Home, Ctrl-A: to the start. Returns whether the cursor moved.
    @discardableResult
    public mutating func moveToStart() -> Bool { move(to: 0) }

    /// End, Ctrl-E: to the end. Returns whether the cursor moved.
    @discardableResult
    public mutating func moveToEnd() -> Bool { move(to: storage.count) }

    /// Alt-b, like readline's `backward-word`: to the start of this or the previous word, where
    /// a word is a run of letters and digits (punctuation and spaces separate words).
    /// Returns whether the cursor moved.
    @discardableResult
    public mutating func moveWordLeft() -> Bool {
        let characters = Array(storage)
        var target = min(position, characters.count)
        while target > 0, !Self.isWordCharacter(characters[target - 1]) { target -= 1 }
        while target > 0, Self.isWordCharacter(characters[target - 1]) { target -= 1 }
        return move(to: target)
    }

    /// Alt-f, like readline's `forward-word`: to the end of this or the next word.
    /// Returns whether the cursor moved.
    @discardableResult
    public mutating func moveWordRight() -> Bool {
        let characters = Array(storage)
        var target = position
        while target < characters.count, !Self.isWordCharacter(characters[target]) { target += 1 }
        while target < characters.count, Self.isWordCharacter(characters[target]) { target += 1 }
        return move(to: target)
    }

    /// Columns `character` takes when drawn (`DisplayWidth` per scalar, as ncurses draws).
    static func width(of character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars where TextSanitizer.isDrawable(scalar) {
            total += DisplayWidth.of(scalar)
        }
        return total
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private mutating func move(to offset: Int) -> Bool {
        let clamped = min(max(0, offset), storage.count)
        guard clamped != position else { return false }
        position = clamped
        return true
    }

    /// Removes Characters `start..<end` and leaves the cursor at `start`. Removing a Character
    /// can let its neighbours join (two regional indicators), so the cursor is clamped again.
    private mutating func remove(from start: Int, to end: Int) {
        storage.removeSubrange(index(at: start)..<index(at: end))
        position = min(start, storage.count)
    }
}
