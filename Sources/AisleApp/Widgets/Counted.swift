/// Counts as people read them: "1,234 products", with the same comma grouping that prices
/// get ("$1,234.56"), whatever the locale, so a screen never mixes two styles.
public enum Counted {
    /// `count` with a comma every three digits: "1,234", "-12,345".
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = count < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// "1 product", "0 products", "1,234 products".
    static func of(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? "1 \(one)" : "\(grouped(count)) \(many)"
    }
}
