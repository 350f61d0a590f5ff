/// Integer arithmetic on money that never traps: amounts come from files (the catalog, the
/// orders), and a hostile file must make a clear error, not a crash.
enum Amounts {
    /// `a + b`, clamped to `Int.max`/`Int.min` when it does not fit.
    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }

    /// `a × b`, clamped to `Int.max`/`Int.min` when it does not fit.
    static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) == (b < 0) ? Int.max : Int.min
    }

    /// `a + b`, or `nil` when it does not fit.
    static func add(_ a: Int, _ b: Int) -> Int? {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : sum
    }

    /// `a × b`, or `nil` when it does not fit.
    static func multiply(_ a: Int, _ b: Int) -> Int? {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }

    /// The sum of `values`, or `nil` when it does not fit.
    static func sum(_ values: some Sequence<Int>) -> Int? {
        var total = 0
        for value in values {
            guard let next = add(total, value) else { return nil }
            total = next
        }
        return total
    }
}
