import Storefront
import UserData

/// What happened at the desk: named for what the owner did, or for what the shop's database
/// answered.
public enum DeskAction: Equatable, Sendable {
    /// The desk opened; `notices` are start-up's (a restore that dropped screens).
    case launched(notices: [String])
    /// ↑/↓, PgUp/PgDn: the highlight (or the slip) moves by `rows`.
    case moved(by: Int)
    /// g/Home, G/End: to the first or last row.
    case movedToEnd(last: Bool)
    /// A row of the list was clicked: highlighted, or opened if it already was.
    case rowClicked(Int)
    /// A crumb of the top bar clicked, or its number pressed: back to that screen.
    case crumbChosen(depth: Int)
    /// Enter/→ on a list: the highlighted order's packing slip.
    case openPressed
    /// ←/Esc/Backspace: one screen back.
    case backPressed
    /// `f`: the status filter steps on (all, placed, shipped, cancelled).
    case filterPressed
    /// `u`: the highlighted order's customer, all their orders.
    case customerPressed
    /// `l`: products low on stock.
    case lowStockPressed
    /// `s` or `x`: ship or cancel the order in view (asks first).
    case changePressed(OrderStatus)
    /// y/Enter to the question.
    case confirmed
    /// n/Esc to the question.
    case declined
    /// `?`: the key help, shown or closed.
    case helpPressed
    /// q or Ctrl-C.
    case quitPressed
    /// A key that does nothing here.
    case unboundKeyPressed
    /// The shop's orders as just read, newest first (`unreadable`: left out, this build
    /// cannot read them).
    case ordersRead([ShopOrder], unreadable: Int)
    /// The items running low, as just counted.
    case lowStockRead([LowStockItem])
    /// The orders could not be read.
    case readFailed(String)
    /// The change asked for was committed.
    case statusChanged(StatusChanged)
    /// The change was refused: the order is no longer placed, or is gone.
    case statusRefused(StatusChangeRefusal)
    /// The change could not be written (`reason`); the order is as it was.
    case statusFailed(DeskChange, reason: String)

    /// Whether the owner did it (a key or a click), which clears the last notice.
    var isOwners: Bool {
        switch self {
        case .launched, .ordersRead, .lowStockRead, .readFailed, .statusChanged, .statusRefused,
            .statusFailed:
            false
        default: true
        }
    }
}

/// What the desk's reducer asks the runtime to do; each outcome comes back as a `DeskAction`.
public enum DeskEffect: Equatable, Sendable {
    /// Write the change of status (its answer: `statusChanged`, `statusRefused` or
    /// `statusFailed`).
    case setStatus(DeskChange)
    /// End the desk (everything is saved first).
    case quit
}
