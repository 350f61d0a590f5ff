import AisleApp
import Storefront
import TerminalUI

extension RunLoop {
    /// Moves the state's month on when the wall clock's month turns during the session (one
    /// left open over a month's end): a card that expired with the old month is then refused
    /// as expired, as it would be after a restart. Only a turn seen while running counts, so
    /// a month handed in at start-up (or by a test) is left as it is until then.
    mutating func followTheMonth(size: Size) {
        let (year, month) = Timestamp.thisMonth(dependencies.wallClock())
        let now = YearMonth(year: year, month: month)
        defer { monthSeen = now }
        guard let seen = monthSeen, seen != now else { return }
        _ = reduce(&state, .system(.monthBegan(now)), size: size)
    }
}
