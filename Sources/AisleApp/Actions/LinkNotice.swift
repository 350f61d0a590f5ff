import Storefront

/// The notices about links: one that could not be followed all the way, one sent to the
/// clipboard.
public enum LinkNotice {
    /// "Opened 1 of 2 screens: product p-9 is no longer sold".
    public static func text(opened: Int, of total: Int, _ problem: RouteProblem) -> String {
        let what = opened == 0 ? "Opened Home" : "Opened \(opened) of \(total) screens"
        return "\(what): \(problem)"
    }

    /// The notice after `y`: the link, and where it went without claiming it arrived.
    public static func sent(_ link: String) -> String {
        "Sent \(link) to the terminal's clipboard with OSC 52 (the terminal may ignore it)"
    }
}
