import UserData

/// The shop's database on a server (PostgreSQL, `--database URL` or `AISLE_DATABASE_URL`), as
/// the `aisle` target opens it: start-up opens a customer's store through it, and
/// `OrderNoticeFeed` the owner's, without this module knowing the engine. Without one, the
/// shop's data is the SQLite file in the data directory.
public struct ShopStoreOpener: Sendable {
    /// Where the data is, for messages: the server's address without its password.
    public let location: String
    /// Opens `customer`'s store ("" for the local user, or every customer's for the owner's
    /// tools), bringing the schema up to date; fails as a value (`notAnswering`, …).
    public let open: @Sendable (_ customer: String) throws(UserDataError) -> any ShopStore

    /// An opener of the database at `location`.
    public init(
        location: String,
        open: @escaping @Sendable (_ customer: String) throws(UserDataError) -> any ShopStore
    ) {
        self.location = location
        self.open = open
    }
}
