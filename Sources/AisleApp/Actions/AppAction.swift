import Storefront
import TerminalUI

/// What the user did, as the reducer sees it. Named for the intent, not for the mutation.
public enum AppAction: Hashable, Sendable {
    /// A list movement; `visibleRows` is how many rows of the list fit on screen now.
    case selectionMoved(ListMove, visibleRows: Int)
    /// Enter or → on the highlighted row.
    case selectionOpened
    /// ←, Esc or Backspace.
    case backRequested
    /// A breadcrumb number: pop to that depth (0 is Home).
    case breadcrumbChosen(depth: Int)
    /// `c`.
    case cartRequested
    /// `/`.
    case searchRequested
    /// `:`: a prompt for a link to go to.
    case linkPromptRequested
    /// `y`: show the link of the screens on display and copy it.
    case linkCopyRequested
    /// A key typed into the open prompt.
    case promptEdited(PromptEdit)
    /// Enter in the prompt.
    case promptSubmitted
    /// Esc in the prompt.
    case promptCancelled
    /// `a` on a product (or on a product row).
    case addToCartRequested
    /// `+` in the cart.
    case quantityIncreased
    /// `-` in the cart.
    case quantityDecreased
    /// `x` in the cart.
    case lineRemoved
    /// Enter or `o` in the cart: start checkout.
    case checkoutRequested
    /// `O`, or the Orders row on Home.
    case ordersRequested
    /// A key typed into the focused text field of a checkout form.
    case fieldEdited(Key)
    /// Tab, Shift-Tab, ↑, ↓ in a form.
    case focusMoved(by: Int)
    /// ← → or Space on a choice (country, payment method).
    case choiceChanged(by: Int)
    /// A letter on a choice: jump to the first option starting with it.
    case choiceTyped(Character)
    /// Enter in a form: next field, or on the last one, the next step (on review: place the
    /// order).
    case formSubmitted
    /// The run loop gave the order its id and time (after `Effect.placeOrder`).
    case orderPlaced(id: OrderID, placedAt: String)
    /// `?`.
    case helpToggled
    /// `q` or Ctrl-C.
    case quitRequested
}

/// A movement of a list's highlight.
public enum ListMove: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
}

/// An edit to the prompt's text.
public enum PromptEdit: Hashable, Sendable {
    case insert(String)
    case deleteBackward
    case clear
}
