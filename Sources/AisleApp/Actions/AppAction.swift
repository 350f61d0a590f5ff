import Storefront
import TerminalUI

/// What the user did (or what the run loop reports), grouped per feature so each feature's
/// reducer switches exhaustively over its own actions, like TCA's `Scope`.
public enum AppAction: Hashable, Sendable {
    /// The highlight of the screen's list.
    case list(ListAction)
    /// Moving between screens, and leaving.
    case navigation(NavigationAction)
    /// The one-line prompt on the bottom line (search, go to a link).
    case prompt(PromptAction)
    /// The cart and adding to it.
    case cart(CartAction)
    /// The shipping and payment forms.
    case form(FormAction)
    /// Placing the order.
    case checkout(CheckoutAction)
    /// The key help overlay.
    case help(HelpAction)
    /// The message log overlay.
    case log(LogAction)
    /// What the run loop reports: nothing the reducer can ask for.
    case system(SystemAction)
    /// A click or wheel turn no key stands for (`MouseMap`).
    case mouse(MouseAction)
    /// The description of the product on display.
    case description(DescriptionAction)
}

/// The list on display.
public enum ListAction: Hashable, Sendable {
    /// A movement key (↑ ↓ PgUp PgDn g G …).
    case moved(ListMove)
    /// Enter or → on the highlighted row.
    case opened
    /// `s` on a product list: the next order (catalog, name, price ↑, price ↓, stock).
    case sortCycled
    /// Esc on a product list: clears a kept filter, and with none goes back one screen.
    case escapePressed
}

/// Between screens.
public enum NavigationAction: Hashable, Sendable {
    /// ←, Esc or Backspace.
    case backRequested
    /// A breadcrumb number: pop to that depth (0 is Home).
    case breadcrumbChosen(depth: Int)
    /// `[` or Alt-← (-1), `]` or Alt-→ (1): back or forward through the screens visited.
    case historyWalked(by: Int)
    /// `c`.
    case cartRequested
    /// `O`, or the Orders row on Home.
    case ordersRequested
    /// `y`: show the link of the screens on display and copy it.
    case linkCopyRequested
    /// `q`.
    case quitRequested
}

/// The bottom-line prompt.
public enum PromptAction: Hashable, Sendable {
    /// `f` (or `/` where nothing is listed to filter): a prompt for words to search the whole
    /// catalog for.
    case searchRequested
    /// `/` on a product list: a prompt whose words filter the list as they are typed.
    case filterRequested
    /// `:`: a prompt for a link to go to.
    case linkRequested
    /// A key typed into the open prompt: text, or an editing key of a text field.
    case edited(Key)
    /// ↑ (1: older) or ↓ (-1: newer) through what was entered before.
    case historyMoved(by: Int)
    /// Tab in `:`: complete the link segment before the cursor.
    case completionRequested
    /// Enter in the prompt.
    case submitted
    /// Esc or Ctrl-C in the prompt.
    case cancelled
}

/// The cart.
public enum CartAction: Hashable, Sendable {
    /// `a` on a product (or on a product row).
    case addRequested
    /// `+` in the cart.
    case quantityIncreased
    /// `-` in the cart.
    case quantityDecreased
    /// `x` in the cart.
    case lineRemoved
    /// `u` in the cart: put back the line `x` just removed.
    case removalUndone
    /// Enter or `o` in the cart: start checkout.
    case checkoutRequested
    /// `v` (1) or `V` (-1) on the page of a product with variants: the next or previous
    /// variant, in the catalog's order, is the one `a` adds.
    case variantStepped(by: Int)
    /// A click on an option's value on a product page: the variant it means.
    case variantChosen(ProductID)
    /// ↑ (-1) or ↓ (1) among a product page's option rows (`OptionReducer`).
    case optionMoved(by: Int)
    /// ← (-1) or → (1) on a product page's focused option: its previous or next value.
    case optionValueStepped(by: Int)
    /// Esc or Enter on a focused option: back to the page's list.
    case optionsLeft
}

/// A checkout form (shipping, payment).
public enum FormAction: Hashable, Sendable {
    /// A key typed into the focused text field.
    case fieldEdited(Key)
    /// Tab, Shift-Tab, ↑, ↓.
    case focusMoved(by: Int)
    /// ← or → on a choice (country, payment method).
    case choiceChanged(by: Int)
    /// A letter (or Space) on a choice: jump to the option starting with the letters typed.
    case choiceTyped(Character)
    /// ⌫ on a choice: take back the last letter typed.
    case choiceErased
    /// Enter: next field, or on the last one, the next step.
    case submitted
}

/// The review step and the order it places.
public enum CheckoutAction: Hashable, Sendable {
    /// Enter on the review step.
    case placeOrderRequested
    /// The order is on disk (after `Effect.placeOrder`): placed now, or found already placed
    /// with this checkout's key. `cart` is the cart on disk afterwards.
    case orderPlaced(Order, cart: Cart)
    /// The order was not placed, and why; nothing was ordered.
    case orderRefused(OrderRefusal)
    /// The order's commit could not be confirmed (its sync to the disk failed, `reason` says
    /// how): it may be kept or not, and the run loop looks its key up until it can tell.
    case orderUnconfirmed(reason: String)
    /// What became of the order placed with this key whose commit could not be confirmed:
    /// `order` when it is kept, nil when it is not (and never will be).
    case orderResolved(OrderKey, order: Order?)
    /// Orders with these keys exist (another window placed one, or start-up found it): a
    /// checkout holding one of them is over, and its cart is a new order with a new key.
    case orderKeysPlaced(Set<OrderKey>)
}

/// Why an order was not placed.
public enum OrderRefusal: Hashable, Sendable {
    /// The cart on disk is not what Review showed (another window changed or ordered it):
    /// this is the cart as it is now.
    case cartChanged(Cart)
    /// The order could not be written; `reason` says why ("the disk is full").
    case notWritten(reason: String)
    /// The shop's database server did not answer before the order was sent to be kept:
    /// nothing was ordered, and the customer may try again in a moment.
    case notAnswering
    /// The checkout's key already placed an order of other lines: nothing was placed; the
    /// cart is ordered again with a new key.
    case keyUsed
    /// Fewer than the cart holds of product `name` are left (others ordered them): the
    /// database lowered that line to `left` (removed it at 0); `cart` is the cart now.
    case shortOfStock(name: String, left: Int, cart: Cart)
    /// The shop moved to a new catalog while this session showed the old one (its prices and
    /// stock may no longer hold): nothing was placed; the cart is kept.
    case catalogMoved
}

/// The key help.
public enum HelpAction: Hashable, Sendable {
    /// `?` on a screen.
    case opened
    /// `?`, `q` or Esc while help is open.
    case closed
    /// A movement key while help is open.
    case scrolled(ListMove)
}

/// The message log: this session's notices again.
public enum LogAction: Hashable, Sendable {
    /// `m` on a screen.
    case opened
    /// `m`, `q` or Esc while the log is open.
    case closed
    /// A movement key while the log is open.
    case scrolled(ListMove)
}

/// Reports from the run loop.
public enum SystemAction: Hashable, Sendable {
    /// The program started; `notices` are what start-up had to say (restored screens, files
    /// set aside), shown together on the bottom line.
    case launched(notices: [String])
    /// A key that means nothing here: the notice goes, nothing else changes.
    case unboundKeyPressed
    /// Ctrl-L: paint the whole screen again (nothing in the state changes).
    case repaintRequested
    /// A save failed; the user hears of it once.
    case saveFailed(String)
    /// Another instance changed the user's data: `cart` is the open catalog's cart and
    /// `orders` every order, as they are now (with this instance's unsaved changes on top).
    case userDataChanged(cart: Cart, orders: [Order])
    /// Another instance saved the address kept for the next order. The run loop sends it only
    /// when it may replace this window's: nothing typed here is waiting to be saved, and no
    /// checkout step is on display (`UserDataSync`).
    case savedAddressChanged(ShippingAddress)
    /// The units ordered of each product since the catalog's import, by every customer, as
    /// the database counts them now: the stock shown is the catalog's less these.
    case unitsOrdered([ProductID: Int])
    /// The month turned while Aisle ran: card expiry is checked against `month` from now on.
    case monthBegan(YearMonth)
    /// A search run off the screen's thread (`Effect.runSearch`) is worked out: its query
    /// finds `found` products unfiltered (nil when the store could not tell; drawing reads
    /// the list again and reports the failure).
    case searchFinished(ProductListing, found: Int?)
    /// The first `shown` results of a search still being worked out are ready (a broad
    /// query's best ones, which the whole list begins with): they are listed meanwhile.
    case searchFirstPage(ProductListing, shown: Int)
}

/// A movement of a list's highlight (or of the help text).
public enum ListMove: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// Ctrl-U and Ctrl-D: half the rows on screen, as in less and vim.
    case halfPageUp, halfPageDown
}
