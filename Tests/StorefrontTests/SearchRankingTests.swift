import TestSupport
import Testing

@testable import Storefront

@Suite("Search ranking in the in-memory store", .timeLimit(.minutes(10)))
struct SearchRankingTests {
    @Test(arguments: RankingExamples.first)
    func theWantedProductComesFirst(query: String, expected: ProductID) throws {
        let found = try RankingExamples.catalog().shelf(matching: query)
        #expect(found.products(at: 0..<1).first?.id == expected, "\(found.all.map(\.id))")
    }

    @Test func symbolWordsAreNotTheirLetters() throws {
        let catalog = try RankingExamples.catalog()
        let ids = { (query: String) in Set(catalog.shelf(matching: query).all.map(\.id)) }
        #expect(ids("c++") == ["libstdc++6", "g++"])
        #expect(ids("c#") == ["mono-mcs"])
        #expect(ids("c").contains("c-sig"))
        #expect(!ids("c++").contains("c-sig"))
        #expect(ids("gtk3") == ["gtk-3-examples"])
        #expect(ids("gtk-3") == ["gtk-3-examples"])
    }

    @Test func tokensSplitLettersFromDigitsAndKeepSymbols() {
        #expect(
            SearchText.tokens(of: "libstdc++6 for C#, .NET") == [
                "libstdc", "6", "for", "c", "net", "libstdc\u{E02B}\u{E02B}", "c\u{E023}",
                "\u{E02E}net",
            ])
        #expect(SearchText.keyTokens(of: "g++-12") == ["g", "g\u{E02B}\u{E02B}", "12"])
        #expect(SearchQuery("c++ gtk3").words == [["c"], ["c\u{E02B}\u{E02B}"], ["gtk", "3"]])
        // ASCII text goes to the index rewritten byte by byte, to the same tokens as the
        // Unicode path gives, split the way `unicode61` splits (private-use characters are
        // part of a token).
        func unicode61(_ text: String) -> [String] {
            text.lowercased().unicodeScalars.split {
                !($0.properties.isAlphabetic || $0.properties.numericType != nil
                    || (0xE000...0xF8FF).contains($0.value))
            }.map { String(String.UnicodeScalarView($0)) }
        }
        for text in [
            "gtk3 and C++11", ".NET", "a.net", "x86_64 MP3", "plain words only", "c#", "Größe 38",
        ] {
            #expect(unicode61(SearchText.indexable(text)) == SearchText.tokens(of: text), "\(text)")
        }
        #expect(SearchText.indexable("plain words") == "plain words")
    }

    @Test(arguments: RankingExamples.suggestions)
    func aQueryThatFindsNothingGetsTheNearestWords(query: String, expected: String?) throws {
        let catalog = try RankingExamples.catalog()
        #expect(catalog.shelf(matching: query).count == 0)
        #expect(catalog.suggestion(for: query) == expected)
    }

    @Test(arguments: RankingExamples.weak)
    func aWeakBestResultGetsTheNearestWordsToo(query: String, expected: String?) throws {
        let catalog = try RankingExamples.catalog()
        #expect(catalog.shelf(matching: query).count > 0)
        #expect(catalog.suggestion(for: query) == expected)
    }

    @Test func aNameHitOrTheQuerysIdIsNotWeak() throws {
        let catalog = try RankingExamples.catalog()
        // `pyhton` alone finds a description's misspelling; with a word a name holds, the
        // best result is no longer weak and nothing is suggested.
        #expect(catalog.suggestion(for: "pyhton notes") == nil)
        #expect(catalog.suggestion(for: "AB-12/XL") == nil)
    }

    @Test func editDistanceCountsASwapAsOne() {
        func distance(_ a: String, _ b: String) -> Int {
            SearchSuggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("pyhton", "python") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
    }
}
