import Storefront
import Testing

extension CheckoutTests {
    @Suite("YearMonth", .timeLimit(.minutes(10)))
    struct YearMonthTests {
        @Test func ordersByYearThenMonth() {
            let months = [
                YearMonth(year: 2027, month: 1), YearMonth(year: 2026, month: 12),
                YearMonth(year: 2026, month: 2), YearMonth(year: 2025, month: 12),
            ]
            #expect(
                months.sorted() == [
                    YearMonth(year: 2025, month: 12), YearMonth(year: 2026, month: 2),
                    YearMonth(year: 2026, month: 12), YearMonth(year: 2027, month: 1),
                ])
            #expect(!(YearMonth(year: 2026, month: 5) < YearMonth(year: 2026, month: 5)))
        }
    }
}
