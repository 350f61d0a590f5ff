/// The description of the product on display.
public enum DescriptionAction: Hashable, Sendable {
    /// `J`/`K` or the wheel over it: scroll by `lines` (negative is up).
    case scrolled(by: Int)
}
