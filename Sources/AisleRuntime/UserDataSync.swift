import AisleApp
import Storefront
import UserData

/// The run loop's side of the user's database: turns what changed in the state into batches
/// of changes (never the whole cart from memory), hands them to the `UserDataStore` off the
/// keypress path, and turns what other instances changed into an action.
///
/// `base` is this catalog's cart as the database will hold it once every batch handed over
/// is written; a batch is the difference between `base` and the state's cart. A result for
/// batch `n` carries the cart on disk after `n`: the changes made since (batches still queued
/// and keys not yet handed over) are replayed on top of it, so nothing typed is lost.
struct UserDataSync {
    let store: UserDataStore
    private var base: Cart
    /// How many of the state's orders are handed over (orders only ever append).
    private var ordersHandedOver: Int
    /// The address last handed over (or read).
    private var profile: ShippingAddress
    private var sequence = 0
    /// `base` as it was after each batch still in flight, by sequence.
    private var basesInFlight: [Int: Cart] = [:]

    /// A sync over `store`, which was read as `snapshot` (and the state made from it).
    init(store: UserDataStore, snapshot: UserSnapshot) {
        self.store = store
        base = snapshot.cart
        ordersHandedOver = snapshot.orders.count
        profile = snapshot.profile ?? ShippingAddress()
    }

    /// Whether the address changed since it was last handed over (written with the session).
    func hasProfileChanges(_ state: AppState) -> Bool { state.draft.shipping.typed != profile }

    /// Hands over what changed (the address only `includingProfile`: typing it is batched
    /// with the session); with `lookingAround`, also when nothing did, to see what other
    /// instances changed.
    mutating func handOver(_ state: AppState, includingProfile: Bool, lookingAround: Bool) {
        // Called after every batch of keys: most change nothing here, and cost one comparison.
        let profileChanged = includingProfile && state.draft.shipping.typed != profile
        guard
            lookingAround || profileChanged || state.cart != base
                || state.orders.count != ordersHandedOver
        else { return }
        let newOrders = Array(state.orders.dropFirst(ordersHandedOver))
        var batch = UserDataBatch(
            catalog: store.catalog,
            cartChanges: CartChange.changes(
                from: base, to: state.cart, ordered: newOrders.flatMap(\.lines)),
            newOrders: newOrders)
        if profileChanged {
            batch.profile = state.draft.shipping.typed
            profile = state.draft.shipping.typed
        }
        // No changes (say, lines in another order) still make this cart the base.
        base = state.cart
        ordersHandedOver = state.orders.count
        guard !batch.isEmpty || lookingAround else { return }
        sequence += 1
        basesInFlight[sequence] = base
        store.submit(batch, sequence: sequence)
    }

    /// What other instances changed, as an action for the reducer, or nil.
    mutating func takeChange(_ state: AppState) -> AppAction? {
        var action: AppAction?
        var cart = state.cart
        var orders = state.orders
        for result in store.takeResults() {
            guard let before = basesInFlight[result.sequence] else { continue }
            basesInFlight = basesInFlight.filter { $0.key > result.sequence }
            guard let change = result.change else { continue }
            // Everything done here since that batch, replayed on the disk's cart.
            let local = CartChange.changes(from: before, to: cart)
            let inFlight = CartChange.changes(from: before, to: base)
            cart = CartChange.apply(local, to: change.cart)
            base = CartChange.apply(inFlight, to: change.cart)
            basesInFlight = basesInFlight.mapValues {
                CartChange.apply(CartChange.changes(from: before, to: $0), to: change.cart)
            }
            if let all = change.allOrders {
                let own = orders.dropFirst(ordersHandedOver)
                orders = all + own
                ordersHandedOver = all.count
            } else {
                orders.insert(contentsOf: change.newOrders, at: ordersHandedOver)
                ordersHandedOver += change.newOrders.count
            }
            action = .system(.userDataChanged(cart: cart, orders: orders))
        }
        return action
    }
}
