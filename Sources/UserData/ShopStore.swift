import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shop's data — carts, orders with their key, status and history, units ordered per
/// catalog edition, saved addresses and order notices — behind one interface with two engines:
/// SQLite (`UserDatabase`, the default, one file per shop) and PostgreSQL (the
/// `ShopStorePostgres` module, for a shop on a database server). One value serves one customer
/// ("" on a laptop); the shop owner's calls (`shopOrders`, `setStatus`, notices) see every
/// customer's rows.
///
/// Every call is synchronous and answers with a value or a `UserDataError`: callers run them
/// off the keypress path already (`UserDataStore`'s serial queue, or a command's main thread),
/// and SQLite, the default, stays as direct as it was. An engine that is asynchronous inside
/// (PostgreSQL) waits on its own threads, so a call must never be made from a Swift
/// concurrency task that the engine's own work might need (DECISIONS.md, "One shop store, two
/// engines").
public protocol ShopStore: AnyObject, Sendable {
    /// Where the data is, for messages: a file's path, or a server's address without its
    /// password.
    var path: String { get }
    /// Whether this build may only read it (a schema from a newer Aisle).
    var isReadOnly: Bool { get }
    /// Whose cart, orders and address are read and written ("" for the local user).
    var customer: String { get }

    /// Everything for `catalog`'s session, and the cursor to look for changes from.
    func load(catalog: String, stock: StockEdition?) throws(UserDataError)
        -> (UserSnapshot, SyncCursor)
    /// Writes `batch` in one transaction.
    func commit(_ batch: UserDataBatch) throws(UserDataError)
    /// What others committed since `cursor` (nil: nothing), and the cursor to look from next.
    func changes(since cursor: SyncCursor, catalog: String, stock: StockEdition?)
        throws(UserDataError) -> (ExternalChange?, SyncCursor)
    /// Places `request` from `catalog`'s cart in one transaction (see `UserDatabase.place`):
    /// exactly once per key, only from the cart Review showed, never beyond the stock.
    func place(
        _ request: OrderRequest, catalog: String, placedAt: String, stock: StockEdition?,
        number: () -> OrderID
    ) throws(UserDataError) -> (placement: Placement, row: Int64?, cart: Cart)
    /// What became of the order placed with `key` whose commit could not be confirmed.
    func resolve(_ key: OrderKey, catalog: String) throws(UserDataError) -> Order?
    /// This customer's order placed with `key`, if there is one.
    func order(placedWith key: OrderKey) throws(UserDataError) -> Order?
    /// Units ordered of each product of `stock`'s edition, by every customer.
    func unitsOrdered(_ stock: StockEdition) throws(UserDataError) -> [ProductID: Int]
    /// Empties `catalog`'s cart, or every catalog's when nil; returns how many lines went.
    func emptyCart(catalog: String?) throws(UserDataError) -> Int
    /// Brings in an older Aisle's cart, orders and address, once.
    func importLegacy(cart: Cart, orders: [Order], profile: ShippingAddress?)
        throws(UserDataError)

    /// Every customer's orders, newest first; orders this build cannot read are counted.
    func shopOrders() throws(UserDataError) -> (orders: [ShopOrder], unreadable: Int)
    /// The order numbered `number`, whoever's it is.
    func shopOrder(_ number: OrderID) throws(UserDataError) -> ShopOrder?
    /// Sets order `number`'s status from placed to `status`; cancelling restocks.
    func setStatus(_ status: OrderStatus, of number: OrderID, at: String, by: String)
        throws(UserDataError) -> Result<StatusChanged, StatusChangeRefusal>
    /// Notes where order notices start (once per shop); returns the row they start after.
    func startNotices(startedAt: String) throws(UserDataError) -> Int64
    /// Orders after the start of notices that have none yet, oldest first.
    func pendingNotices(limit: Int) throws(UserDataError) -> [PendingNotice]
    /// Records that the order in `row` was announced.
    func noteNotice(row: Int64, at: String, outcome: String) throws(UserDataError)
    /// A number that moves when the shop's data changes, so a watcher reads again only then.
    func dataVersion() throws(UserDataError) -> Int

    /// Whether this engine keeps each customer's saved path (the session document, the same
    /// JSON bytes as `navigation.json`). SQLite's does not, and answers false: on a laptop and
    /// for a one-host shop the file under the state directory keeps it, as before; the three
    /// calls below are then never made (their defaults say there is nothing kept).
    var keepsSavedPaths: Bool { get }
    /// This customer's saved path as stored, nil when there is none; longer than `limit` bytes
    /// is `.tooLarge` and not read. The caller judges the bytes as it judges the file's.
    func savedPath(limit: Int) throws(UserDataError) -> StoredSavedPath?
    /// Replaces this customer's saved path, in one transaction (an upsert), by what `merge`
    /// makes of the bytes stored then (nil when none, or longer than `limit`); nil from
    /// `merge` leaves the row as it is. `merge` may run more than once (a transaction run
    /// again) and must be pure.
    func saveSavedPath(limit: Int, merging merge: @escaping @Sendable ([UInt8]?) -> [UInt8]?)
        throws(UserDataError)
    /// Moves this customer's damaged saved path to `savedPathSetAside` (never deleted) if the
    /// row still holds what was `found`; returns the set-aside row's id, nil when another
    /// session replaced it meanwhile (then it is left as it is).
    func setSavedPathAside(_ found: StoredSavedPath, reason: String, at: String)
        throws(UserDataError) -> Int64?

    /// Best effort at a clean quit (SQLite moves its WAL into the file).
    func checkpoint()
    /// How long a write waits for another's transaction from now on (the last try at quit).
    func setBusyTimeout(milliseconds: Int)
}

extension UserDatabase: ShopStore {}

extension SyncCursor {
    /// A cursor at `version`: an engine whose changes are counted by one number (PostgreSQL)
    /// keeps only that.
    public init(version: Int) { self.init(dataVersion: version) }

    /// The number the cursor was read at.
    public var version: Int { dataVersion }
}

extension ExternalChange {
    /// What another engine found changed, with every one of the customer's orders (which
    /// replace the list).
    public init(
        cart: Cart, everyOrder: [Order], statuses: [OrderID: OrderStatus],
        ordered: [ProductID: Int], profile: ShippingAddress?, placedKeys: Set<OrderKey>
    ) {
        self.cart = cart
        newOrders = []
        allOrders = everyOrder
        self.statuses = statuses
        self.ordered = ordered
        self.profile = profile
        self.placedKeys = placedKeys
    }
}

extension PendingNotice {
    /// The notice for the order in `row`.
    public init(orderRow row: Int64, order: ShopOrder?) {
        self.row = row
        self.order = order
    }
}

extension StatusChanged {
    /// A change of `number`'s status that was made.
    public init(_ number: OrderID, change: StatusChange, restocked: Bool) {
        self.number = number
        self.change = change
        self.restocked = restocked
    }
}

/// An order's saved form, the same JSON in every engine (and in `orders.json`).
public enum OrderDocument {
    /// The JSON kept for `order`.
    public static func encode(_ order: Order) throws(UserDataError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(order), as: UTF8.self)
        } catch {
            throw .unexpected(path: "", description: String(describing: error))
        }
    }

    /// The order in `document`, if it is one this build can read and could have written.
    public static func decode(_ document: String) -> Order? { UserDatabase.decode(document) }
}
