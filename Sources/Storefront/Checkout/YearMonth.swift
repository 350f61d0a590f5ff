/// A calendar month: when a card expires, and "today" for checking that it has not.
public struct YearMonth: Hashable, Sendable, Comparable, Codable {
    /// The full year: 2026.
    public var year: Int
    /// 1 (January) through 12.
    public var month: Int

    /// The month `month` of `year`.
    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Earlier months first.
    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
