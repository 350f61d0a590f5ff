import Storefront

extension Order {
    /// The day it was placed, "2026-11-21" (UTC): what the stored time starts with.
    var placedOn: String { String(placedAt.prefix(10)) }
}
