/// "Did you mean": for a query that finds nothing, the same query with each word the index does
/// not hold replaced by the nearest word it does (`pyhton` → `python`).
///
/// Nearest is by edit distance counting a swap of two neighbouring letters as one edit
/// (optimal string alignment): at most 1 for words of up to 4 letters, 2 for longer ones,
/// among indexed words that start with the same letter and differ in length by at most 2;
/// ties go to the word used most, then to the first in code-point order. Words of fewer than
/// 3 letters, symbol words and words the index holds are kept as typed.
public enum SearchSuggestion {
    /// The suggested query, or nil when no word of `query` could be replaced.
    public static func suggest(for query: String, in vocabulary: some SearchVocabulary) -> String? {
        var changed = false
        let words = SearchFolding.words(of: query).map { word -> String in
            let pieces = SearchText.pieces(of: word)
            guard pieces.count == 1, let token = pieces.first, !token.isSymbol else { return word }
            let length = token.text.unicodeScalars.count
            guard length >= 3, !vocabulary.holds(token.text, asPrefix: true),
                let first = token.text.unicodeScalars.first,
                let nearest = self.nearest(
                    token.text,
                    vocabulary.words(startingWith: first, lengths: (length - 2)...(length + 2)))
            else { return word }
            changed = true
            return nearest
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// The candidate nearest `word`, if one is near enough.
    static func nearest(_ word: String, _ candidates: [(word: String, uses: Int)]) -> String? {
        let target = Array(word.unicodeScalars)
        let limit = target.count <= 4 ? 1 : 2
        var best: (distance: Int, uses: Int, word: String)?
        for candidate in candidates where !SearchSymbols.isSymbolToken(candidate.word) {
            let scalars = Array(candidate.word.unicodeScalars)
            guard abs(scalars.count - target.count) <= 2 else { continue }
            let distance = self.distance(target, scalars)
            guard distance <= limit else { continue }
            if let current = best {
                let better =
                    distance != current.distance
                    ? distance < current.distance
                    : candidate.uses != current.uses
                        ? candidate.uses > current.uses
                        : Array(candidate.word.unicodeScalars.map(\.value))
                            .lexicographicallyPrecedes(current.word.unicodeScalars.map(\.value))
                if !better { continue }
            }
            best = (distance, candidate.uses, candidate.word)
        }
        return best?.word
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

/// The words a catalog's search index holds, as `SearchSuggestion` asks for them. Stores that
/// can answer conform (`MemoryCatalogStore`, and the SQLite store from FTS5's vocabulary).
public protocol SearchVocabulary {
    /// Whether the index holds `token`, or (with `asPrefix`) a word starting with it.
    func holds(_ token: String, asPrefix: Bool) -> Bool
    /// The indexed words starting with `first` (at least those `lengths` scalars long), with
    /// how often each is used.
    func words(startingWith first: Unicode.Scalar, lengths: ClosedRange<Int>)
        -> [(word: String, uses: Int)]
}
