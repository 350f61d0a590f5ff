import Storefront
import Testing

@Suite(.timeLimit(.minutes(10))) struct SearchFoldingTests {
    @Test(arguments: [
        ("Crème Brûlée", "creme brulee"),
        ("Müller", "muller"),
        ("straße", "strasse"),
        ("STRASSE", "strasse"),
        ("ẞ", "ss"),
        ("Æble", "aeble"),
        ("Øresund", "oresund"),
        ("Łódź", "lodz"),
        ("Đà Nẵng", "da nang"),
        ("Þór", "thor"),
        ("ĳs", "ijs"),
        ("Crème\u{301}", "creme"),  // a decomposed accent is dropped too
        ("Cafe\u{301}", "cafe"),
        ("ΆΘΉΝΑ", "αθηνα"),
        ("Οδυσσεύς", "οδυσσευσ"),  // final sigma folds with σ
        ("Ёлка", "елка"),
        ("МОСКВА", "москва"),
        ("ＡＢＣ１２３", "abc123"),
        ("日本語のテキスト", "日本語のテキスト"),
        ("한국어", "한국어"),
        ("👍🏽 ok", "👍🏽 ok"),
        ("Plain ASCII", "plain ascii"),
        ("already lower", "already lower"),
        ("", ""),
    ])
    func fold(text: String, expected: String) {
        #expect(SearchFolding.fold(text) == expected)
    }

    @Test(arguments: [
        ("Crème Brûlée Spoon", "creme", true),
        ("Crème Brûlée Spoon", "BRULEE crème", true),
        ("Crème Brûlée Spoon", "brul crem", true),  // beginnings of words, any order
        ("Crème Brûlée Spoon", "creme fork", false),  // every word must occur
        ("Crème Brûlée Spoon", "  ", true),  // no words: everything matches
        ("Müller Kaffee", "muller", true),
        ("Müller Kaffee", "MÜLLER", true),
        ("Große Tasse", "grosse", true),
        ("緑茶 Green Tea", "緑茶", true),
        ("緑茶 Green Tea", "紅茶", false),
        ("Ａｉｓｌｅ", "aisle", true),
        ("Tea", "teapot", false),
        ("e", "é", true),
        ("é", "e\u{301}", true),
    ])
    func matches(haystack: String, query: String, expected: Bool) {
        // Folding as search uses it: the query's words against the text's tokens.
        #expect(SearchQuery(query).isMatched(by: SearchText.tokens(of: haystack)) == expected)
    }

    @Test func foldedWordsAndTokensAgreeOnEveryScript() {
        let haystacks = ["Crème Brûlée", "Smørrebrød", "東京 Tokyo", "Ελληνικός καφές"]
        for query in ["brulee", "smorrebrod", "東京", "ελληνικοσ", "tokyo creme", "καφες"] {
            let found = haystacks.filter {
                SearchQuery(query).isMatched(by: SearchText.tokens(of: $0))
            }
            #expect(found.count == (query == "tokyo creme" ? 0 : 1), "\(query): \(found)")
        }
        #expect(SearchFolding.words(of: " Crème\tBRÛLÉE ") == ["creme", "brulee"])
    }
}

extension SearchFoldingTests {
    /// Outside the generated blocks folding is plain lowercasing; this also guards the ranges
    /// the code treats as caseless (CJK, Hangul, emoji).
    @Test func elsewhereFoldingIsLowercasing() {
        let tableBlocks: [ClosedRange<UInt32>] = [
            0x00...0x7F, 0xC0...0x24F, 0x1E00...0x1EFF, 0x370...0x3FF, 0x400...0x4FF,
            0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
            0xFF01...0xFF5E,
        ]
        var mismatches: [UInt32] = []
        for value in stride(from: UInt32(0x80), through: 0x3FFFF, by: 1) {
            guard let scalar = Unicode.Scalar(value),
                !tableBlocks.contains(where: { $0.contains(value) })
            else { continue }
            let text = String(scalar)
            if SearchFolding.fold(text) != scalar.properties.lowercaseMapping, mismatches.count < 10
            {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }
}
