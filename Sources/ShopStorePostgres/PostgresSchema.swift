import PostgresNIO
import UserData

/// The shop's tables on PostgreSQL: the SQLite file's tables as they stand after its last
/// migration, with the customer in every key. Versioned in `aisle_schema`; a migration is
/// added, never edited. Migrations run under a session advisory lock, so ten hosts starting
/// at the same moment migrate once: the first runs them, the others wait for the lock and
/// then find nothing left to do. A server holding a migration this build does not know is
/// from a newer Aisle and is refused.
enum PostgresSchema {
    /// The advisory lock's key: "aisle" in ASCII, one number for every Aisle on the server.
    static let lockKey: Int64 = 0x61_6973_6C65
    /// The advisory lock of the shop's catalog edition: held shared by every placing, alone by
    /// a move (`claimCatalogEdition`).
    static let editionLockKey: Int64 = 0x61_6973_6C66

    /// Every migration, oldest first.
    static let migrations: [(identifier: String, sql: [String])] = [
        ("pg1", pg1), ("pg2", pg2), ("pg3", pg3),
    ]

    /// The shop's catalog edition (the SHA-256 of the catalog file every host sells from),
    /// recorded by the first `aisle serve` host; one row.
    private static let pg3 = [
        """
        CREATE TABLE shopCatalog (
            id integer PRIMARY KEY CHECK (id = 1),
            edition text NOT NULL,
            since text NOT NULL DEFAULT now()::text
        )
        """
    ]

    private static let pg1 = [
        """
        CREATE TABLE cartLine (
            customer text NOT NULL,
            catalog text NOT NULL,
            product text NOT NULL,
            quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
            priceWhenAdded bigint,
            name text,
            added bigserial NOT NULL,
            PRIMARY KEY (customer, catalog, product)
        )
        """,
        """
        CREATE TABLE cartRevision (
            customer text NOT NULL,
            catalog text NOT NULL,
            revision bigint NOT NULL,
            PRIMARY KEY (customer, catalog)
        )
        """,
        """
        CREATE TABLE placedOrder (
            id bigserial PRIMARY KEY,
            number text NOT NULL,
            placedAt text NOT NULL,
            document text NOT NULL,
            orderKey text UNIQUE,
            customer text NOT NULL DEFAULT '',
            status text NOT NULL DEFAULT 'placed',
            cartRevision bigint,
            stockCatalog text,
            stockEdition text
        )
        """,
        "CREATE INDEX placedOrderNumber ON placedOrder (number)",
        "CREATE INDEX placedOrderCustomer ON placedOrder (customer, id)",
        """
        CREATE TABLE profile (
            customer text PRIMARY KEY,
            name text NOT NULL,
            email text NOT NULL,
            street text NOT NULL,
            city text NOT NULL,
            postalCode text NOT NULL,
            countryCode text NOT NULL,
            revision bigint NOT NULL DEFAULT 1
        )
        """,
        """
        CREATE TABLE unitsOrdered (
            catalog text NOT NULL,
            edition text NOT NULL,
            product text NOT NULL,
            units integer NOT NULL CHECK (units >= 0),
            PRIMARY KEY (catalog, edition, product)
        )
        """,
        """
        CREATE TABLE orderStatusChange (
            id bigserial PRIMARY KEY,
            orderRow bigint NOT NULL REFERENCES placedOrder (id),
            status text NOT NULL,
            at text NOT NULL,
            byWhom text NOT NULL
        )
        """,
        "CREATE INDEX orderStatusChangeOrder ON orderStatusChange (orderRow, id)",
        """
        CREATE TABLE orderNotice (
            orderRow bigint PRIMARY KEY,
            notifiedAt text NOT NULL,
            outcome text NOT NULL
        )
        """,
        """
        CREATE TABLE orderNoticeStart (
            id integer PRIMARY KEY CHECK (id = 1),
            afterRow bigint NOT NULL,
            since text NOT NULL
        )
        """,
    ]

    /// Customers' saved paths (`navigation.json`'s bytes, kept as written), and the damaged
    /// ones set aside, never deleted.
    private static let pg2 = [
        """
        CREATE TABLE savedPath (
            customer text PRIMARY KEY,
            document bytea NOT NULL,
            updatedAt timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE TABLE savedPathSetAside (
            id bigserial PRIMARY KEY,
            customer text NOT NULL,
            document bytea NOT NULL,
            reason text NOT NULL,
            setAsideAt text NOT NULL
        )
        """,
    ]
}

extension PostgresShopStore {
    /// Brings the server's schema up to date under the advisory lock (see `PostgresSchema`).
    func migrate() throws(UserDataError) {
        let path = path
        guard let client = pool.client() else { throw .notAnswering(path: path) }
        let outcome = bridge.wait(timeout: Self.answerTimeout) {
            () async -> Result<Void, UserDataError> in
            do {
                return try await client.withConnection { connection in
                    try await connection.run(
                        "SELECT pg_advisory_lock(\(PostgresSchema.lockKey))")
                    do {
                        let result = try await Self.migrate(connection, path: path)
                        try await connection.run(
                            "SELECT pg_advisory_unlock(\(PostgresSchema.lockKey))")
                        return result
                    } catch {
                        _ = try? await connection.run("ROLLBACK")
                        _ = try? await connection.run(
                            "SELECT pg_advisory_unlock(\(PostgresSchema.lockKey))")
                        throw error
                    }
                }
            } catch {
                return .failure(UserDataError(postgres: error, path: path))
            }
        }
        guard let outcome else { throw .notAnswering(path: path) }
        try outcome.get()
    }

    /// The migrations not applied yet, each in a transaction with its row in `aisle_schema`.
    private static func migrate(_ connection: PostgresConnection, path: String) async throws
        -> Result<Void, UserDataError>
    {
        try await connection.run(
            """
            CREATE TABLE IF NOT EXISTS aisle_schema (
                identifier text PRIMARY KEY,
                appliedAt timestamptz NOT NULL DEFAULT now()
            )
            """)
        var applied: Set<String> = []
        for row in try await connection.rows("SELECT identifier FROM aisle_schema") {
            applied.insert(try row.decode(String.self))
        }
        guard applied.isSubset(of: Set(PostgresSchema.migrations.map(\.identifier))) else {
            return .failure(.readOnly(path: path))
        }
        for (identifier, statements) in PostgresSchema.migrations
        where !applied.contains(identifier) {
            try await connection.run("BEGIN")
            for statement in statements {
                try await connection.run(PostgresQuery(unsafeSQL: statement))
            }
            try await connection.run(
                "INSERT INTO aisle_schema (identifier) VALUES (\(identifier))")
            try await connection.run("COMMIT")
        }
        return .success(())
    }
}
