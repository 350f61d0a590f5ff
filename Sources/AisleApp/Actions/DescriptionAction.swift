/// The description of the product on display.
public enum DescriptionAction: Hashable, Sendable {
    /// `J`/`K` or the wheel over it: scroll by `lines` (negative is up).
    case scrolled(by: Int)
    /// PgUp/PgDn/Space, `g`/`G` on a product page: a page, or to the start or end, of the
    /// description when it does not fit; otherwise the same move in the list below it.
    case moved(ListMove)
}
