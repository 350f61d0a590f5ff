import Storefront

/// The notice after opening a link that could not be followed all the way.
public enum LinkNotice {
    /// "Opened 1 of 2 screens: product p-9 is no longer sold".
    public static func text(opened: Int, of total: Int, _ problem: RouteProblem) -> String {
        let what = opened == 0 ? "Opened Home" : "Opened \(opened) of \(total) screens"
        return "\(what): \(problem)"
    }
}
