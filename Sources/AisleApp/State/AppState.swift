import Navigation
import Storefront
import TerminalUI

/// Everything Aisle knows at one moment. The screen on display is derived from `path.top`;
/// there is no other "current screen".
public struct AppState: Equatable, Sendable {
    /// Today's catalog, its stock figures less the units ordered since its import.
    public internal(set) var catalog: Catalog
    /// The navigation stack; empty is Home. Changed only through `changePath`, which bounds
    /// the routes, records the visit and drops the positions of screens that left the path.
    public internal(set) var path: RoutePath<Route>
    /// The paths visited, walked with `[` and `]`; every path change but a walk is recorded
    /// (`changePath`). Each entry left keeps its screens' positions; the one on display keeps
    /// none, its positions being `positions`.
    public internal(set) var history: VisitHistory<Route, ListPosition>
    /// The cart.
    public var cart: Cart
    /// Orders placed so far, oldest first.
    public var orders: [Order]
    /// What has been typed into checkout.
    public var draft: CheckoutDraft
    /// This month, for card expiry checks: start-up's, then moved on by the run loop when
    /// the month turns in a long session (`SystemAction.monthBegan`; the reducer has no clock).
    public var today: YearMonth
    /// How order times read on screen, in the user's time zone; set by start-up
    /// (`StartingPoint`; the reducer reads no environment). UTC until then. Never saved.
    public var localTime: LocalTime = .utc
    /// The symbols screens are drawn with: ASCII where the terminal's locale is not UTF-8 or
    /// `AISLE_ASCII` is set. Set by the run loop's caller at start-up; never saved.
    public var glyphs: Glyphs = .unicode
    /// The list position of each screen in the path, keyed by route (`nil` is Home). Routes in
    /// a path are unique, so the key identifies the entry. Handed to `history` when the path
    /// changes, so a walk back brings them back.
    public internal(set) var positions: [Route?: ListPosition]
    /// The open prompt, if any.
    public var prompt: Prompt?
    /// What was entered into each prompt, for ↑/↓; saved with the session.
    public var promptHistory: PromptHistory
    /// The message on the bottom line, if any.
    public var notice: Notice?
    /// The cart lines just removed, the latest last, which `u` puts back one at a time; gone
    /// once the cart changes otherwise or the screen changes. At most
    /// `RemovedLine.undoLimit`. Never saved.
    public internal(set) var removedLines: [RemovedLine]
    /// The letters typed one after another on a choice ("united s"): the country picker jumps
    /// by this prefix. Any other action forgets it; never saved.
    public internal(set) var typedPrefix: String
    /// The first line of the key help on screen; `nil` while help is closed.
    public internal(set) var helpTop: Int?
    /// The option row of a product page the arrows act on (`OptionReducer`); never saved.
    public internal(set) var optionFocus: OptionFocus? = nil
    /// How far the description of the product on display is scrolled; never saved.
    public internal(set) var descriptionScroll: DescriptionScroll? = nil
    /// The first row of the message log on screen; `nil` while the log is closed.
    public internal(set) var logTop: Int?
    /// What restored product screens showed at the user's last visit, for those whose price
    /// or stock has changed since and that have not been on display yet: each says so once,
    /// when it is (`Reducer+Changes`). Saved in place of today's fingerprint until then.
    public internal(set) var untoldChanges: [ProductID: ProductFingerprint] = [:]
    /// The key of the order being placed, from Enter on Review until the database answers;
    /// meanwhile keys other than Ctrl-C do nothing. Never saved.
    public internal(set) var placingOrder: OrderKey? = nil
    /// This session's notices, oldest first, for the message log; at most
    /// `MessageLog.maximumEntries`, repeats in a row kept once. Never saved.
    public internal(set) var messages: [Notice]
    /// Where new order keys come from (`OrderKeySource`); the run loop sets the program's.
    /// Never saved.
    public var orderKeys = OrderKeySource.counting
    /// The search run off the screen's thread, and the last ones finished; never saved.
    public internal(set) var searches = SearchRuns()

    /// A state at `path` (Home by default). `today` defaults to a fixed month so that tests
    /// and previews are repeatable; the program passes the real one.
    public init(
        catalog: Catalog, cart: Cart = Cart(), path: RoutePath<Route> = RoutePath(),
        orders: [Order] = [], today: YearMonth = YearMonth(year: 2026, month: 1)
    ) {
        self.catalog = catalog
        self.cart = cart
        self.path = path
        self.orders = orders
        self.today = today
        draft = CheckoutDraft()
        positions = [:]
        prompt = nil
        promptHistory = PromptHistory()
        notice = nil
        helpTop = nil
        logTop = nil
        messages = []
        typedPrefix = ""
        removedLines = []
        history = VisitHistory()
        changePath(.replace(path.routes))
        history = VisitHistory(self.path.routes)
    }

    /// Whether the key help covers the screen (its own key context).
    public var isShowingHelp: Bool { helpTop != nil }
    /// Whether the message log covers the screen (its own key context).
    public var isShowingLog: Bool { logTop != nil }

    /// The route on screen; `nil` is Home.
    public var screen: Route? { path.top }

    /// The list position of the screen on display.
    public var position: ListPosition {
        get { positions[screen] ?? ListPosition() }
        set { positions[screen] = newValue }
    }

    /// The order with `id`, if it was placed.
    public func order(_ id: OrderID) -> Order? { orders.first { $0.id == id } }

    /// Validates routes against today's catalog, cart, orders and checkout draft.
    public var routeValidator: RouteValidator {
        RouteValidator(
            catalog: catalog, cart: cart, orders: Set(orders.map(\.id)),
            checkout: draft.progress(today: today))
    }
}

extension AppState {
    /// The same state with the bottom line's notice and the message log's texts passed through
    /// `transform`: what a served customer is shown (`ServedText`), the state itself unchanged.
    public func mappingNoticeTexts(_ transform: (String) -> String) -> AppState {
        var copy = self
        if let notice { copy.notice?.text = transform(notice.text) }
        copy.messages = messages.map { Notice(transform($0.text), tone: $0.tone) }
        return copy
    }
}
