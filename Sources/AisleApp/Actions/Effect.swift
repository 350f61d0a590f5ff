import Storefront

/// Work the reducer asks the run loop to do; values, so tests can compare them. Every change of
/// the cart and every order is one of these: the reducer changes what is on screen and says
/// what to write; the run loop writes it and sends the outcome back as an action. So is the
/// address typed at checkout (`saveAddress`). Order keys need no effect: the reducer makes
/// them (`AppState.orderKeys`).
public enum Effect: Hashable, Sendable {
    /// Save everything now and leave.
    case quit
    /// Write these changes to the cart on disk, in order (the cart on screen already shows
    /// them); a failure comes back as `.system(.saveFailed)`.
    case changeCart([CartChange])
    /// Keep this address as the user's profile, to fill the next checkout (the form on screen
    /// already shows it). The run loop hands the latest to the database on the session's save
    /// schedule (about once a second while typing, and at quit); a failure comes back as
    /// `.system(.saveFailed)`.
    case saveAddress(ShippingAddress)
    /// Place this order, exactly as Review showed it, and send back `.checkout(.orderPlaced)`
    /// once it is on disk, or `.checkout(.orderRefused)`.
    case placeOrder(OrderRequest)
    /// Put `text` on the clipboard (OSC 52; terminals that ignore it are unharmed).
    case copyToClipboard(String)
    /// Paint the whole screen again on the next frame, not only what changed (Ctrl-L).
    case repaint
    /// Work out this search list off the screen's thread (`Catalog.prepareSearch`), stopping
    /// any other under way, and send back `.system(.searchFinished)`.
    case runSearch(ProductListing)
    /// Stop the search under way: its screen is no longer on display.
    case cancelSearch
}
