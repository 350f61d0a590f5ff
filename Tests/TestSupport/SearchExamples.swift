import Storefront

/// Queries over `Fixtures.catalog()` with the products they must find, in order: every store
/// is held to the same answers, so the in-memory store and SQLite's index agree.
public enum SearchExamples {
    /// Query and expected results in `SearchRanking`'s order: exact and leading name matches
    /// first, then by BM25 (name far above seller and description), ties in catalog order.
    public static let cases: [(String, [ProductID])] = [
        // By name, description and seller name.
        ("grinder", ["p-09"]),
        ("dishwasher", ["p-10"]),
        // Seller matches weigh alike; BM25 puts the shortest text first.
        ("northside", ["p-02", Fixtures.decaf, "p-09", Fixtures.kettle, "p-01"]),
        ("Paper & Clay", ["p-07", Fixtures.cookbook, "p-10", "p-11", "p-05"]),
        // Case and accents do not matter, either way round.
        ("GOOSENECK", [Fixtures.kettle]),
        ("creme brulee", [Fixtures.cookbook]),
        ("CRÈME BRÛLÉE", [Fixtures.cookbook]),
        ("café", ["p-11"]),
        ("cafe", ["p-11"]),
        // Every word must begin a word, in any order, in any field.
        ("brulee creme", [Fixtures.cookbook]),
        ("brul", [Fixtures.cookbook]),
        ("coffee atlas", ["p-05"]),
        ("coffee grinder", []),
        ("northside kettle", [Fixtures.kettle]),
        ("creme\t  brulee ", [Fixtures.cookbook]),
        ("35", ["p-10"]),
        // Not the middle or end of a word, and fields are not glued together.
        ("rulee", []),
        ("offee", []),
        ("beansnorthside", []),
        // One letter is a whole word, not a prefix of every word.
        ("a", ["p-07", Fixtures.kettle, "p-11", "p-05"]),
        // Name matches first: "Field Notes" before the beans' "chocolate notes".
        ("notes", ["p-07", "p-01"]),
        ("coffee", ["p-05", Fixtures.kettle]),
        // Out-of-stock products are still found.
        ("decaf", [Fixtures.decaf]),
        // Category names are not searched.
        ("kitchen", []),
        ("nothing like this", []),
        // Quotes and operators are text, never search syntax.
        ("\"coffee", ["p-05", Fixtures.kettle]),
        ("coffee OR grinder", []),
        ("NOT coffee", []),
        ("coff*", ["p-05", Fixtures.kettle]),
        // The index's own shelf tokens (`c0 s1`) are never the catalog's words.
        ("c0", []),
        ("s1 c2", []),
    ]

    /// Queries with no words, which find nothing.
    public static let blank = ["", " ", "   ", "\t\n", "\u{3000}", "&", "***"]
}
