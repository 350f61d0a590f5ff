import Storefront
import TerminalUI

/// The letters of a product name a filter matched, drawn again in the emphasis style over the
/// name already written: each word of the name that a filter word begins is lit up to where the
/// filter word ends ("**wal**nut"), with case and accents ignored as matching ignores them.
enum MatchHighlight {
    /// Lights up the matched letters of `name`, written at `column` in `width` columns.
    static func draw(
        _ name: String, matching filter: SearchQuery, into canvas: inout Canvas, row: Int,
        column: Int, width: Int
    ) {
        let tokens = filter.words.flatMap { $0 }
        guard !tokens.isEmpty else { return }
        // A name cut to fit ends in "…": nothing is lit over it.
        let limit = DisplayWidth.of(name) > width ? width - 1 : width
        for (word, start) in words(of: name) {
            let prefix = matchedPrefix(of: word, tokens, in: filter)
            let offset = DisplayWidth.of(String(name[..<start]))
            guard prefix > 0, offset < limit else { continue }
            let lit = String(word.prefix(prefix))
            canvas.write(
                lit, row: row, column: column + offset,
                width: min(DisplayWidth.of(lit), limit - offset), style: .emphasis)
        }
    }

    /// The words of `text` (runs of letters and digits; each CJK character alone) and where
    /// each starts.
    static func words(of text: String) -> [(Substring, String.Index)] {
        var words: [(Substring, String.Index)] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let scalar = character.unicodeScalars.first
            if let scalar, SearchText.isIdeographic(scalar) {
                if let open = start { words.append((text[open..<index], open)) }
                words.append((text[index..<next], index))
                start = nil
            } else if character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else if let open = start {
                words.append((text[open..<index], open))
                start = nil
            }
            index = next
        }
        if let open = start { words.append((text[open...], open)) }
        return words
    }

    /// How many characters of `word` the longest matching token covers; 0 when none begins it.
    static func matchedPrefix(of word: Substring, _ tokens: [String], in query: SearchQuery)
        -> Int
    {
        let folded = SearchFolding.fold(String(word))
        var best = 0
        for token in tokens {
            let matches =
                query.isPrefix(token) ? folded.hasPrefix(token) : folded == token
            guard matches else { continue }
            // Characters until their folds cover the token (a fold may be longer: ß is ss).
            var covered = 0
            var count = 0
            for character in word where covered < token.utf8.count {
                covered += SearchFolding.fold(String(character)).utf8.count
                count += 1
            }
            best = max(best, count)
        }
        return best
    }
}
