import AisleApp
import Navigation
import Storefront
import TerminalUI
import UserData

/// Everything the owner's desk shows: the path (its own routes), the shop's orders as last
/// read, the status filter, each list's highlight, a change waiting for its y/n or being
/// written, and what the bottom line says. Changed only by `DeskReducer`.
public struct DeskState: Equatable, Sendable {
    /// The screens above the root (every order); the top one is on display.
    public var path = RoutePath<DeskRoute>()
    /// Every order of the shop, newest first, as last read.
    public var orders: [ShopOrder] = []
    /// Whether `orders` was read at least once (orders read later are new arrivals).
    public var loaded = false
    /// Only orders with this status are listed (nil: all).
    public var filter: OrderStatus?
    /// The highlighted order of each list, by number: a new order at the top moves no
    /// highlight.
    public var selections: [DeskList: OrderID] = [:]
    /// The first row of the packing slip on display.
    public var slipTop = 0
    /// Orders that came in while the desk was open and were not opened yet: the top bar
    /// counts them.
    public var arrived: Set<OrderID> = []
    /// A ship or cancel waiting for y/n.
    public var confirming: DeskChange?
    /// A ship or cancel being written; its outcome comes back as an action.
    public var changing: DeskChange?
    /// What the bottom line says until the next key.
    public var notice: Notice?
    /// Whether the key help is shown over the screen.
    public var helpShown = false
    /// The first row of the key help shown (it scrolls with the movement keys).
    public var helpTop = 0
    /// Products running low, when the desk was opened with the catalog (nil: no catalog).
    public var lowStock: [LowStockItem]?
    /// The symbols frames are drawn with.
    public var glyphs = Glyphs.unicode

    /// An empty desk; the orders come with the first read.
    public init() {}

    /// The screen on display (nil: every order).
    public var screen: DeskRoute? { path.top }

    /// The list on display, if the screen is a list of orders.
    public var list: DeskList? {
        switch screen {
        case nil: .all
        case .customer(let id): .customer(id)
        case .order, .lowStock: nil
        }
    }

    /// The orders `list` shows, newest first: the filter applies to both lists.
    public func rows(_ list: DeskList) -> [ShopOrder] {
        orders.filter { shop in
            if let filter, shop.order.status != filter { return false }
            if case .customer(let id) = list, shop.customer != id { return false }
            return true
        }
    }

    /// The highlighted row of `list` (the first when its order is not listed).
    public func selectedIndex(_ list: DeskList) -> Int {
        guard let number = selections[list] else { return 0 }
        return rows(list).firstIndex { $0.order.id == number } ?? 0
    }

    /// The order the keys act on: the highlighted one of a list, or the slip's.
    public var selectedOrder: ShopOrder? {
        switch screen {
        case .order(let number): return order(number)
        case .lowStock: return nil
        default:
            guard let list else { return nil }
            let rows = rows(list)
            let index = selectedIndex(list)
            return rows.indices.contains(index) ? rows[index] : nil
        }
    }

    /// The order numbered `number`, if the shop has it.
    public func order(_ number: OrderID) -> ShopOrder? {
        orders.first { $0.order.id == number }
    }
}
