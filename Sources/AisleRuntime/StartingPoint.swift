import AisleApp
import Storefront
import UserData

/// What start-up read from the user's files, before it is checked against a catalog: kept
/// apart so that the same files can be checked again against a rebuilt catalog cache when the
/// first one failed a read, without reading (or setting aside) anything twice.
struct StartingPoint {
    /// The open catalog's cart lines, the orders and the address, as the database holds them.
    let snapshot: UserSnapshot
    /// The open catalog's saved session, if there is one to use.
    let document: SessionDocument?
    /// What to take from it.
    let session: StartupOptions.Session
    /// This month, for card expiry dates.
    let today: YearMonth
    /// How order times read on screen: in the user's time zone.
    var localTime = LocalTime.utc

    /// The state these files give against `catalog`.
    struct Prepared {
        /// The state to start from.
        var state: AppState
        /// The notice of a restore or a link that could not bring back every screen.
        var restored: String?
        /// What the restored screens ask of the user at the keyboard (the card to type again):
        /// shown on the screen, never by an inspection.
        var reminder: String?
        /// Other things to tell (cart lines no longer sold).
        var notices: [String] = []
        /// The first read of `catalog` that failed on the way, if any: then nothing was dropped
        /// because of what it read (see `Cart.reconcile`, `RouteValidator`).
        var failure: CatalogStoreError?
    }

    /// The cart reconciled with `catalog` and the saved screens checked against it. Changes no
    /// file: what it drops is written later, as differences from the snapshot.
    func prepare(with catalog: Catalog) -> Prepared {
        var cart = snapshot.cart
        var dropped: String?
        let before = cart
        var failure: CatalogStoreError?
        do throws(CatalogStoreError) {
            dropped = DroppedLines.phrase(
                try cart.reconcile(with: catalog), from: before, in: catalog)
        } catch {
            failure = error
        }
        var prepared = Prepared(
            state: AppState(
                catalog: catalog.ordering(snapshot.ordered), cart: cart, orders: snapshot.orders,
                today: today))
        prepared.state.localTime = localTime
        // The kept address fills the form whatever the session says (`--fresh` included),
        // before checkout screens are judged by it.
        let profile = snapshot.profile
        if let profile { prepared.state.draft.shipping.fill(from: profile) }
        if let dropped { prepared.notices.append("Removed from the cart, \(dropped)") }
        var document = document
        if let profile, document != nil {
            var draft = document?.checkout ?? CheckoutDraft()
            draft.shipping.fill(from: profile)
            document?.checkout = draft
        }
        switch session {
        case .restore:
            if let document, let restored = SessionRestore.apply(document, to: &prepared.state) {
                // Only a warning says screens were lost; anything else is for the screen.
                if restored.tone == .warning {
                    prepared.restored = restored.text
                } else {
                    prepared.reminder = restored.text
                }
            }
        case .link(let routes):
            // The draft first: a checkout step in the link is valid only if it is filled in.
            prepared.state.draft = document?.checkout ?? prepared.state.draft
            prepared.restored = prepared.state.follow(routes)
            if let document { SessionRestore.keepHistories(of: document, in: &prepared.state) }
        case .fresh:
            // Home, with nothing else forgotten (README, "To forget things").
            if let document { SessionRestore.keepHistories(of: document, in: &prepared.state) }
        }
        prepared.failure = failure ?? catalog.readFailure
        return prepared
    }
}
