import Storefront
import Testing

extension CheckoutTests {
    @Suite("YearMonth")
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

        @Test(arguments: [
            (0, YearMonth(year: 1970, month: 1), "1970-01-01T00:00:00Z"),
            (-1, YearMonth(year: 1969, month: 12), "1969-12-31T23:59:59Z"),
            (951_782_400, YearMonth(year: 2000, month: 2), "2000-02-29T00:00:00Z"),
            (1_709_251_199, YearMonth(year: 2024, month: 2), "2024-02-29T23:59:59Z"),
            (1_709_251_200, YearMonth(year: 2024, month: 3), "2024-03-01T00:00:00Z"),
            (1_795_281_856, YearMonth(year: 2026, month: 11), "2026-11-21T17:24:16Z"),
            (4_102_444_800, YearMonth(year: 2100, month: 1), "2100-01-01T00:00:00Z"),
        ])
        func utcFromSecondsSince1970(seconds: Int, month: YearMonth, timestamp: String) {
            #expect(YearMonth(secondsSince1970: seconds) == month)
            #expect(Order.timestamp(secondsSince1970: seconds) == timestamp)
        }

        @Test func extremeInstantsDoNotTrap() {
            #expect(YearMonth(secondsSince1970: .max).year > 9999)
            #expect(YearMonth(secondsSince1970: .min).year < 0)
        }
    }
}
