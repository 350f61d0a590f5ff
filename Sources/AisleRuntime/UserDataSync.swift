import AisleApp
import Dispatch
import Storefront
import Synchronization
import UserData

/// The run loop's side of the user's database: hands the reducer's writes (cart changes, an
/// order to place, the address to keep) to the `UserDataStore`, off the keypress path, and
/// turns what comes back — an order placed or refused, a write that failed, what other
/// instances changed — into actions. Nothing is inferred by comparing carts: the cart on
/// screen is the cart on disk with the changes not yet answered applied on top.
struct UserDataSync {
    let store: UserDataStore
    /// The address last handed over (or read, or taken in from another instance).
    private var profile: ShippingAddress
    /// The address the reducer asked to keep (`Effect.saveAddress`) and not yet handed over:
    /// it goes on the session's save schedule, so typing writes about once a second.
    private var unsavedAddress: ShippingAddress?
    /// The sequence of the last address handed over: what a job before it read is older.
    private var profileSequence = 0
    /// Another instance's address, read but not yet taken in (a checkout step is on display).
    private var incoming: ShippingAddress?
    private var sequence = 0
    /// Cart changes handed over whose job has not answered yet, oldest first.
    private var pending: [(sequence: Int, changes: [CartChange])] = []

    /// A sync over `store`, which was read as `snapshot` (and the state made from it).
    init(store: UserDataStore, snapshot: UserSnapshot) {
        self.store = store
        profile = snapshot.profile ?? ShippingAddress()
    }

    /// Whether an address waits to be handed over (written with the session).
    var hasUnsavedAddress: Bool { unsavedAddress != nil }

    /// Notes `address` to be handed over at the next save; none if it is the one kept.
    mutating func keep(_ address: ShippingAddress) {
        unsavedAddress = address == profile ? nil : address
    }

    /// Hands `changes` over to be written, in order after everything handed over before.
    mutating func write(_ changes: [CartChange]) {
        guard !changes.isEmpty else { return }
        sequence += 1
        pending.append((sequence, changes))
        store.submit(
            UserDataBatch(catalog: store.catalog, cartChanges: changes), sequence: sequence)
    }

    /// Hands the address the reducer asked to keep over, if there is one.
    mutating func saveProfile() {
        guard let address = unsavedAddress else { return }
        unsavedAddress = nil
        guard address != profile else { return }
        profile = address
        sequence += 1
        profileSequence = sequence
        store.submit(UserDataBatch(catalog: store.catalog, profile: profile), sequence: sequence)
    }

    /// Asks for what other instances changed.
    mutating func lookAround() {
        sequence += 1
        store.submit(UserDataBatch(catalog: store.catalog), sequence: sequence)
    }

    /// Hands `request` over to be placed, after everything handed over before.
    mutating func place(
        _ request: OrderRequest, placedAt: String, number: @escaping @Sendable () -> OrderID
    ) {
        sequence += 1
        store.place(request, placedAt: placedAt, number: number, sequence: sequence)
    }

    /// What the store answered since the last call, as actions for the reducer, oldest first.
    /// `state` is the state they will be applied to.
    mutating func takeActions(_ state: AppState) -> [AppAction] {
        var actions: [AppAction] = []
        // An order's answer goes last: its words ("Thank you!…", "not placed: …") are what
        // the user must read, not a failure told about another write at the same moment.
        var answers: [AppAction] = []
        var orders = state.orders
        var failures: [UserDataError] = []
        for result in store.takeResults() {
            pending.removeAll { $0.sequence <= result.sequence }
            // The cart as the database holds it, with what is still on its way on top.
            let later = pending.flatMap(\.changes)
            if let failure = result.failure, !failures.contains(failure) {
                failures.append(failure)
                actions.append(.system(.saveFailed(Self.notSaved(failure))))
            }
            if let change = result.change {
                if let all = change.allOrders {
                    orders = all
                } else {
                    let known = Set(orders.map(\.id))
                    orders += change.newOrders.filter { !known.contains($0.id) }
                }
                // The shop owner ships and cancels: the status shows next time it is drawn.
                for index in orders.indices {
                    orders[index].status = change.statuses[orders[index].id] ?? .placed
                }
                actions.append(
                    .system(.userDataChanged(cart: change.cart.applying(later), orders: orders)))
                if !change.placedKeys.isEmpty {
                    actions.append(.checkout(.orderKeysPlaced(change.placedKeys)))
                }
                // A job queued before this instance's last address read the one before it.
                if result.sequence >= profileSequence, let saved = change.profile,
                    saved != (incoming ?? profile)
                {
                    incoming = saved
                }
            }
            if let units = result.ordered ?? result.change?.ordered {
                actions.append(.system(.unitsOrdered(units)))
            }
            if let resolution = result.resolution {
                answers.append(.checkout(.orderResolved(resolution.key, order: resolution.order)))
            }
            if let placement = result.placement {
                answers.append(.checkout(Self.answer(placement, cart: result.cart, later: later)))
                if case .success(.placed(let order)) = placement,
                    !orders.contains(where: { $0.id == order.id })
                {
                    orders.append(order)
                }
                if case .success(.alreadyPlaced(let order)) = placement,
                    !orders.contains(where: { $0.id == order.id })
                {
                    orders.append(order)
                }
            }
        }
        if let address = takeAddress(state) { actions.append(address) }
        return actions + answers
    }

    /// Another instance's address, as an action, once it may replace this window's. Never
    /// over what the user is typing: when the form holds text not yet saved, that text is the
    /// newer change and is saved over the other one (the last to change it wins, as in the
    /// database); while a checkout step is on display, the address being checked out with
    /// stays as shown until checkout is left, unless it is edited first.
    private mutating func takeAddress(_ state: AppState) -> AppAction? {
        guard let address = incoming else { return nil }
        if hasUnsavedAddress {
            profile = address
            incoming = nil
            return nil
        }
        if case .checkout = state.screen { return nil }
        profile = address
        incoming = nil
        return .system(.savedAddressChanged(address))
    }

    private static func answer(
        _ placement: Result<Placement, UserDataError>, cart: Cart?, later: [CartChange]
    ) -> CheckoutAction {
        switch placement {
        case .success(.placed(let order)), .success(.alreadyPlaced(let order)):
            .orderPlaced(order, cart: (cart ?? Cart()).applying(later))
        case .success(.cartChanged(let onDisk)):
            .orderRefused(.cartChanged(onDisk.applying(later)))
        case .success(.keyUsed):
            .orderRefused(.keyUsed)
        case .success(.catalogMoved):
            .orderRefused(.catalogMoved)
        case .success(.shortOfStock(let line, let left, let onDisk)):
            .orderRefused(.shortOfStock(name: line.name, left: left, cart: onDisk.applying(later)))
        case .failure(.unconfirmed(let path, let code)):
            .orderUnconfirmed(reason: UserDataError.unconfirmed(path: path, code: code).reason)
        case .failure(.notAnswering):
            .orderRefused(.notAnswering)
        case .failure(let error):
            .orderRefused(.notWritten(reason: error.reason))
        }
    }

    /// What the last try at quit left unwritten.
    struct Leftover {
        /// Products whose cart changes were not written.
        var products: [ProductID] = []
        /// Whether the kept address was not written.
        var address = false
        /// Why, when the database said.
        var error: UserDataError?
        /// Whether the database had not answered by the end of the wait: what it was doing
        /// may or may not be on disk.
        var timedOut = false
        /// Whether everything was written.
        var isEmpty: Bool { products.isEmpty && !address && error == nil && !timedOut }
    }

    /// The last try at quit: waits for every job handed over, then tries the failed writes
    /// once more, for at most `limit` in all; calls `slow` once if that takes longer than
    /// `patience` (to say so on the screen). Never "will try again" after this.
    func finish(limit: Duration, patience: Duration, slow: () -> Void) -> Leftover {
        let done = DispatchSemaphore(value: 0)
        let answer = Mutex<([UserDataBatch], UserDataError?)>(([], nil))
        let start = DispatchTime.now()
        store.finish(by: start + Self.dispatch(limit)) { unsaved, error in
            answer.withLock { $0 = (unsaved, error) }
            done.signal()
        }
        var leftover = Leftover()
        if done.wait(timeout: start + Self.dispatch(patience)) == .timedOut {
            slow()
            // The job running when the wait began may take its own busy timeout first.
            let grace = limit + .seconds(UserDatabase.busyTimeout)
            leftover.timedOut = done.wait(timeout: start + Self.dispatch(grace)) == .timedOut
        }
        let (unsaved, error) = answer.withLock { $0 }
        leftover.error = error
        leftover.address = unsaved.contains { $0.profile != nil }
        var seen = Set<ProductID>()
        for change in unsaved.flatMap(\.cartChanges) where seen.insert(change.product).inserted {
            leftover.products.append(change.product)
        }
        if leftover.timedOut {
            for change in pending.flatMap(\.changes) where seen.insert(change.product).inserted {
                leftover.products.append(change.product)
            }
        }
        return leftover
    }

    private static func dispatch(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    /// The bottom line's words for a write that failed and waits to be tried again.
    static func notSaved(_ error: UserDataError) -> String {
        switch error {
        case .readOnly: error.message
        case .notAnswering: notAnswering
        default: "could not save your changes in \(error.path) (\(error.reason)); will try again"
        }
    }

    /// The bottom line's words while the shop's database server does not answer (the
    /// changes wait, and are tried again, as for any failed write).
    static let notAnswering =
        "The shop's database is not answering; your cart is kept on screen — try again in a "
        + "moment"

}
