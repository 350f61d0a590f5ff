import AisleApp
import Storefront
import UserData

extension Startup {
    /// The restored checkout's order key against the database: a key whose order exists has
    /// done its work (the order was placed before a crash, or in another window), so it is
    /// retired and the user told where the order is; an order whose commit could not be
    /// confirmed is looked up by the store before its first job (a write, which start-up
    /// leaves to the store). Returns what to tell the user.
    static func settleOrderKey(_ state: inout AppState, store: UserDataStore) -> [String] {
        if let unconfirmed = state.draft.unconfirmedOrder {
            store.resolveLater(unconfirmed)
            return []
        }
        guard let key = state.draft.orderKey else { return [] }
        do throws(UserDataError) {
            guard let order = try store.database.order(placedWith: key) else { return [] }
            state.draft.orderKey = nil
            return ["Your order \(order.id) is placed (under O, Your orders)"]
        } catch {
            // A failed read retires nothing: the placing transaction checks the key again.
            return []
        }
    }
}
