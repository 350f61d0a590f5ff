import PostgresNIO
import Storefront
import Synchronization
import UserData

/// The shop's data on a PostgreSQL server (`--database postgres://…`), through postgres-nio's
/// connection pool: the same tables and the same promises as the SQLite file (`UserDatabase`),
/// held by the server's transactions. Every write is one SERIALIZABLE transaction, tried again
/// a bounded number of times when the server finds it would not serialize (SQLSTATE 40001),
/// except the placing, which locks its rows instead (`PlacingIsolation`); an order's key is
/// UNIQUE, so a commit sent twice never places twice. One value serves one
/// customer, as a `UserDatabase` does; `close()` ends its pool.
public final class PostgresShopStore: ShopStore {
    /// The server and database, without the password.
    public let path: String
    /// Always false: a server's schema from a newer Aisle is refused at open instead.
    public let isReadOnly = false
    /// Whose rows are read and written.
    public let customer: String
    let pool: PostgresPool
    var bridge: BlockingBridge { pool.bridge }
    /// How a placing keeps two sessions from selling the same units (`PlacingIsolation`).
    let placingIsolation: PlacingIsolation

    /// How long a call waits for the server before it says the database is not answering.
    public static let answerTimeout: Double = 10
    /// How many times a transaction the server could not serialize is run again.
    public static let maximumAttempts = 12

    init(
        path: String, customer: String, pool: PostgresPool,
        placingIsolation: PlacingIsolation = .rowLocks
    ) {
        self.path = path
        self.customer = customer
        self.pool = pool
        self.placingIsolation = placingIsolation
    }

    /// Connects to `location` for `customer` and brings the shop's schema up to date (once,
    /// under an advisory lock, however many hosts start at the same moment). Throws
    /// `.notAnswering` when the server cannot be reached, `.readOnly` when its schema is from a
    /// newer Aisle.
    public static func open(
        _ location: PostgresLocation, customer: String = "", maximumConnections: Int = 8,
        placingIsolation: PlacingIsolation = .rowLocks
    ) throws(UserDataError) -> PostgresShopStore {
        let store = PostgresShopStore(
            path: location.description, customer: customer,
            pool: PostgresPool(
                location, configuration: configuration(location, maximumConnections)),
            placingIsolation: placingIsolation)
        do throws(UserDataError) {
            try store.migrate()
        } catch {
            store.close()
            throw error
        }
        return store
    }

    /// The same server and pool for another customer (a served shop's session children each
    /// open their own; tests and the owner's tools share one).
    public func serving(_ customer: String) -> PostgresShopStore {
        PostgresShopStore(
            path: path, customer: customer, pool: pool, placingIsolation: placingIsolation)
    }

    /// Ends the pool (of every customer's store over it): connections close, later calls fail
    /// as not answering.
    public func close() { pool.close() }

    static func configuration(_ location: PostgresLocation, _ connections: Int)
        -> PostgresClient.Configuration
    {
        var configuration: PostgresClient.Configuration
        if location.isSocket {
            configuration = .init(
                unixSocketPath: location.socketPath, username: location.user,
                password: location.password, database: location.database)
        } else {
            configuration = .init(
                host: location.host, port: location.port, username: location.user,
                password: location.password, database: location.database,
                tls: tls(location.tls))
        }
        configuration.options.maximumConnections = max(1, connections)
        configuration.options.connectTimeout = .seconds(PostgresPool.connectTimeout)
        // The server ends what a lost host left behind: a transaction idle past this (the
        // host died between statements) rolls back and lets go of its locks.
        configuration.options.additionalStartupParameters = [
            ("idle_in_transaction_session_timeout", "15s"), ("lock_timeout", "8s"),
            ("application_name", "aisle"),
        ]
        return configuration
    }

    private static func tls(_ mode: PostgresLocation.TLSMode) -> PostgresClient.Configuration.TLS {
        guard let context = tlsConfiguration(mode) else { return .disable }
        return mode == .prefer ? .prefer(context) : .require(context)
    }

    /// TLS as `mode` asks for it; nil for none.
    static func tlsConfiguration(_ mode: PostgresLocation.TLSMode) -> TLSConfiguration? {
        var context = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case .disable: return nil
        case .prefer, .require: context.certificateVerification = .none
        case .verifyCA: context.certificateVerification = .noHostnameVerification
        case .verifyFull: break
        }
        return context
    }
}
