import Storefront
import TerminalUI

/// The screen for each route.
enum Screens {
    /// The screen of `route` (`nil` is Home) as `state` has it.
    static func screen(for route: Route?, in state: AppState) -> any Screen {
        switch route {
        case nil: HomeScreen(state: state)
        case .category(let id): CategoryScreen(state: state, id: id)
        case .product(let id): ProductScreen(state: state, id: id)
        case .seller(let id): SellerScreen(state: state, id: id)
        case .search(let query): SearchScreen(state: state, query: query)
        case .cart: CartScreen(state: state)
        case .checkout(.shipping): ShippingScreen(state: state)
        case .checkout(.payment): PaymentScreen(state: state)
        case .checkout(.review): ReviewScreen(state: state)
        case .orders: OrdersScreen(state: state)
        case .order(let id): OrderScreen(state: state, id: id)
        }
    }

    /// The screen on display.
    static func current(_ state: AppState) -> any Screen { screen(for: state.screen, in: state) }

    /// How many list rows the screen on display shows at `size`: the page for PgUp/PgDn and
    /// the window the highlight is kept in. From the same layout drawing uses.
    static func listHeight(_ state: AppState, size: Size) -> Int {
        max(1, current(state).layout(in: AppView.body(size)).list.height)
    }
}
