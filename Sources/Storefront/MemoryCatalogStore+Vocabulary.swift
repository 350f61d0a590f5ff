extension MemoryCatalogStore: SearchVocabulary {
    public func holds(_ token: String, asPrefix: Bool) -> Bool {
        let words = vocabulary
        return asPrefix
            ? words.keys.contains { $0.utf8.starts(with: token.utf8) } : words[token] != nil
    }

    public func words(startingWith first: Unicode.Scalar, lengths: ClosedRange<Int>)
        -> [(word: String, uses: Int)]
    {
        vocabulary.filter { word, _ in
            word.unicodeScalars.first == first && lengths.contains(word.unicodeScalars.count)
        }.map { (word: $0.key, uses: $0.value) }
    }
}
