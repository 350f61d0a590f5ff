import Storefront

/// What a restored product screen says when its price or stock changed since the user last saw
/// it: "Price changed since your last visit: $18.50 → $17.00", "Now out of stock (12 at your
/// last visit)", "Back in stock since your last visit: 12 available", "Stock changed since
/// your last visit: 12 → 3", or the price followed by the stock (", and now out of stock").
enum ProductChange {
    /// The notice for `product` as it is now against what it showed then (`was`, prices in
    /// `currency`); nil when neither changed.
    static func notice(was: ProductFingerprint, now product: Product, currency: Currency)
        -> Notice?
    {
        let now = ProductFingerprint(product)
        guard now != was else { return nil }
        let tone: Notice.Tone = now.stock == 0 ? .warning : .info
        let stock = stockChange(was: was.stock, now: now.stock)
        guard now.price != was.price else {
            return stock.map { Notice($0.alone, tone: tone) }
        }
        let price =
            "Price changed since your last visit: \(currency.format(was.price)) → "
            + currency.format(now.price)
        return Notice(price + (stock.map { ", and " + $0.after } ?? ""), tone: tone)
    }

    /// The stock's change said on its own and after the price; nil when it did not change.
    private static func stockChange(was: Int, now: Int) -> (alone: String, after: String)? {
        guard was != now else { return nil }
        let (wasText, nowText) = (Counted.grouped(was), Counted.grouped(now))
        if now == 0 {
            return ("Now out of stock (\(wasText) at your last visit)", "now out of stock")
        }
        if was == 0 {
            return (
                "Back in stock since your last visit: \(nowText) available",
                "back in stock: \(nowText) available"
            )
        }
        return (
            "Stock changed since your last visit: \(wasText) → \(nowText)",
            "stock \(wasText) → \(nowText)"
        )
    }
}
