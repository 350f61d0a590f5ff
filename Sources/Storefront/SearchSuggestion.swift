/// "Did you mean": for a query that finds nothing, or whose best result does not hold the query
/// in its name (a weak hit), the same query with a word replaced by the nearest word the index
/// holds (`pyhton` → `python`).
///
/// Nearest is by edit distance counting a swap of two neighbouring letters as one edit
/// (optimal string alignment), to the whole word or to its beginning (typed so far:
/// `thundrb` → `thunderbird`): at most 1 for words of up to 4 letters, 2 for longer ones,
/// among indexed words that start with the same letter; ties go to the word used most, then
/// to the first in code-point order. A word no indexed word begins is replaced; after a weak
/// hit, so is a word the index holds but rarely (a misspelling in one description), when the
/// nearest word is used at least `commoner` times as often. Words of fewer than 3 letters,
/// symbol words and other words are kept as typed.
public enum SearchSuggestion {
    /// How many times more often a word must be used to replace a word the index holds.
    static let commoner = 3

    /// The suggested query, or nil when no word of `query` could be replaced. `weak`: the
    /// query found something, but its best result does not hold it in its name.
    public static func suggest(
        for query: String, in vocabulary: some SearchVocabulary, weak: Bool = false
    ) -> String? {
        var changed = false
        let words = SearchFolding.words(of: query).map { word -> String in
            let pieces = SearchText.pieces(of: word)
            guard pieces.count == 1, let token = pieces.first, !token.isSymbol else { return word }
            let length = token.text.unicodeScalars.count
            guard length >= 3, let first = token.text.unicodeScalars.first else { return word }
            let held = vocabulary.holds(token.text, asPrefix: true)
            guard !held || weak else { return word }
            let candidates = vocabulary.words(
                startingWith: first, lengths: max(1, length - 2)...(length + 64))
            var eligible = candidates
            if held {
                // Only a rare word gives way, and never to a word it begins.
                let uses = candidates.reduce(0) {
                    $0 + ($1.word.utf8.starts(with: token.text.utf8) ? $1.uses : 0)
                }
                eligible = candidates.filter {
                    !$0.word.utf8.starts(with: token.text.utf8) && $0.uses >= commoner * uses
                }
            }
            guard let nearest = self.nearest(token.text, eligible) else { return word }
            changed = true
            return nearest
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// The candidate nearest `word` (whole, or its first letters), if one is near enough.
    static func nearest(_ word: String, _ candidates: [(word: String, uses: Int)]) -> String? {
        let target = Array(word.unicodeScalars)
        let limit = target.count <= 4 ? 1 : 2
        var best: (distance: Int, uses: Int, word: String)?
        for candidate in candidates where !SearchSymbols.isSymbolToken(candidate.word) {
            let scalars = Array(candidate.word.unicodeScalars)
            guard scalars.count >= target.count - 2 else { continue }
            var distance =
                abs(scalars.count - target.count) <= 2 ? self.distance(target, scalars) : .max
            // What was typed may be the beginning of a longer word, typed with a slip.
            for length in (target.count - 1)...(target.count + 1)
            where length < scalars.count && length > 0 && distance > limit {
                distance = min(distance, self.distance(target, Array(scalars[..<length])))
            }
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
/// can answer conform (the SQLite store, from FTS5's vocabulary).
public protocol SearchVocabulary {
    /// Whether the index holds `token`, or (with `asPrefix`) a word starting with it.
    func holds(_ token: String, asPrefix: Bool) -> Bool
    /// The indexed words starting with `first` (at least those `lengths` scalars long), with
    /// how often each is used.
    func words(startingWith first: Unicode.Scalar, lengths: ClosedRange<Int>)
        -> [(word: String, uses: Int)]
    /// The suggestion for `query`, made by `make` or remembered from a frame before (a screen
    /// asks at every frame; making one reads the vocabulary).
    func rememberedSuggestion(for query: String, make: () -> String?) -> String?
}

extension SearchVocabulary {
    /// A store that keeps nothing makes the suggestion again.
    public func rememberedSuggestion(for query: String, make: () -> String?) -> String? {
        make()
    }
}
