import GRDB

/// The database's tables, versioned in GRDB's `grdb_migrations` table: a migration is added,
/// never edited. A database holding a migration this build does not know comes from a newer
/// Aisle and is only read (`UserDatabase.open`). Migrations run in one IMMEDIATE transaction
/// that looks at what is applied only once it holds the write lock (`migrate`): two instances
/// opening a new file at once would otherwise both see it empty and the second's
/// `CREATE TABLE` fail (GRDB's migrator reads outside its transactions).
enum UserSchema {
    /// GRDB's migrator over the same migrations, for its questions (superseded, complete).
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, body) in migrations {
            migrator.registerMigration(identifier) { try body($0) }
        }
        return migrator
    }

    /// How a database's schema stands against this build's migrations.
    enum Version: Equatable {
        /// Every migration applied, and no other.
        case current
        /// Some migrations still to run (a new file, or an older Aisle's).
        case older
        /// A migration this build does not know: a newer Aisle's file.
        case newer
    }

    /// Where `db`'s schema stands, read on one snapshot. GRDB's own questions
    /// (`hasBeenSuperseded`) read the table and, when it is missing, ask again whether it
    /// exists: another instance creating it in between makes them fail with "no such table"
    /// (seen with two opens of a new file at once). Here the first statement starts the read
    /// transaction's snapshot, so both answers come from the same moment.
    static func version(of db: Database) throws -> Version {
        let hasTable =
            try Bool.fetchOne(
                db,
                sql: "SELECT count(*) > 0 FROM sqlite_master "
                    + "WHERE type = 'table' AND name = 'grdb_migrations'") ?? false
        let applied =
            hasTable
            ? Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) : []
        let known = Set(migrations.map(\.identifier))
        if !applied.isSubset(of: known) { return .newer }
        return applied == known ? .current : .older
    }

    /// Brings `db`'s schema up to date inside one IMMEDIATE transaction: the write lock first
    /// (another instance migrating is waited for, up to the busy timeout), then a look at what
    /// is applied. Returns whether the database is from a newer Aisle (nothing is changed then).
    static func migrate(_ db: Database) throws -> Bool {
        var superseded = false
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: "CREATE TABLE IF NOT EXISTS grdb_migrations "
                    + "(identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = Set(
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            let known = Set(migrations.map(\.identifier))
            guard applied.isSubset(of: known) else {
                superseded = true
                return .rollback
            }
            for (identifier, body) in migrations where !applied.contains(identifier) {
                try body(db)
                try db.execute(
                    sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)",
                    arguments: [identifier])
            }
            return .commit
        }
        return superseded
    }

    /// Every migration, oldest first.
    static let migrations: [(identifier: String, body: @Sendable (Database) throws -> Void)] = [
        ("v1", v1), ("v2", v2), ("v3", v3), ("v4-cartRevision", v4CartRevision),
        ("v4-orderHistory", v4OrderHistory), ("v4-orderNotices", v4OrderNotices),
    ]

    private static func v1(_ db: Database) throws {
        // One row per product and catalog; the rowid keeps the order lines were first
        // added in.
        try db.execute(
            sql: """
                CREATE TABLE cartLine (
                    catalog TEXT NOT NULL,
                    product TEXT NOT NULL,
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
                    priceWhenAdded INTEGER,
                    PRIMARY KEY (catalog, product)
                );
                CREATE TABLE placedOrder (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    number TEXT NOT NULL,
                    placedAt TEXT NOT NULL,
                    document TEXT NOT NULL
                );
                CREATE INDEX placedOrderNumber ON placedOrder(number);
                CREATE TABLE profile (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    street TEXT NOT NULL,
                    city TEXT NOT NULL,
                    postalCode TEXT NOT NULL,
                    countryCode TEXT NOT NULL
                );
                """)
    }

    private static func v2(_ db: Database) throws {
        // Orders are placed once per checkout (the key), belong to a customer (a served
        // shop's SSH key; "" on a laptop) and have a status the shop owner changes; carts
        // and the kept address are per customer too. The units ordered of each product, per
        // import of a catalog (its edition), are what its stock figures lose. Tables are rebuilt to change their
        // keys; the rowid keeps the order cart lines were first added in.
        try db.execute(
            sql: """
                ALTER TABLE placedOrder ADD COLUMN orderKey TEXT;
                ALTER TABLE placedOrder ADD COLUMN customer TEXT NOT NULL DEFAULT '';
                ALTER TABLE placedOrder ADD COLUMN status TEXT NOT NULL DEFAULT 'placed';
                CREATE UNIQUE INDEX placedOrderKey ON placedOrder(orderKey);
                CREATE INDEX placedOrderCustomer ON placedOrder(customer, id);
                CREATE TABLE customerCartLine (
                    customer TEXT NOT NULL DEFAULT '',
                    catalog TEXT NOT NULL,
                    product TEXT NOT NULL,
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
                    priceWhenAdded INTEGER,
                    PRIMARY KEY (customer, catalog, product)
                );
                INSERT INTO customerCartLine
                    (customer, catalog, product, quantity, priceWhenAdded)
                    SELECT '', catalog, product, quantity, priceWhenAdded FROM cartLine
                    ORDER BY rowid;
                DROP TABLE cartLine;
                ALTER TABLE customerCartLine RENAME TO cartLine;
                CREATE TABLE customerProfile (
                    customer TEXT PRIMARY KEY DEFAULT '',
                    name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    street TEXT NOT NULL,
                    city TEXT NOT NULL,
                    postalCode TEXT NOT NULL,
                    countryCode TEXT NOT NULL
                );
                INSERT INTO customerProfile
                    SELECT '', name, email, street, city, postalCode, countryCode FROM profile;
                DROP TABLE profile;
                ALTER TABLE customerProfile RENAME TO profile;
                CREATE TABLE unitsOrdered (
                    catalog TEXT NOT NULL,
                    edition TEXT NOT NULL,
                    product TEXT NOT NULL,
                    units INTEGER NOT NULL CHECK (units >= 0),
                    PRIMARY KEY (catalog, edition, product)
                );
                """)
    }

    private static func v3(_ db: Database) throws {
        // A cart line keeps the name its product was added with, so a product that has
        // left the catalog is still named.
        try db.execute(sql: "ALTER TABLE cartLine ADD COLUMN name TEXT")
    }

    private static func v4CartRevision(_ db: Database) throws {
        // A key confirms only the attempt it was made for: each customer's cart of each
        // catalog counts its changes, and an order keeps the count its placing left, so the
        // key sent again finds its order only while the cart is as that order left it (a cart
        // filled again since, even with the same lines, is a new order).
        try db.execute(
            sql: """
                CREATE TABLE cartRevision (
                    customer TEXT NOT NULL,
                    catalog TEXT NOT NULL,
                    revision INTEGER NOT NULL,
                    PRIMARY KEY (customer, catalog)
                );
                ALTER TABLE placedOrder ADD COLUMN cartRevision INTEGER;
                """)
    }

    private static func v4OrderHistory(_ db: Database) throws {
        // Each change of an order's status, when and by whom (its placing is the order's
        // own time and customer); and which import of which catalog an order's units were
        // counted against, so a cancelled order gives them back to that edition's stock.
        try db.execute(
            sql: """
                CREATE TABLE orderStatusChange (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    orderRow INTEGER NOT NULL,
                    status TEXT NOT NULL,
                    at TEXT NOT NULL,
                    byWhom TEXT NOT NULL
                );
                CREATE INDEX orderStatusChangeOrder ON orderStatusChange(orderRow, id);
                ALTER TABLE placedOrder ADD COLUMN stockCatalog TEXT;
                ALTER TABLE placedOrder ADD COLUMN stockEdition TEXT;
                """)
    }

    private static func v4OrderNotices(_ db: Database) throws {
        // `aisle serve --on-order`: the orders whose command has run (a row is written
        // after it ran, so a crash while it runs runs it again), and the row notices start
        // after (the last order when notices were first turned on: older orders are not
        // announced).
        try db.execute(
            sql: """
                CREATE TABLE orderNotice (
                    orderRow INTEGER PRIMARY KEY,
                    notifiedAt TEXT NOT NULL,
                    outcome TEXT NOT NULL
                );
                CREATE TABLE orderNoticeStart (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    afterRow INTEGER NOT NULL,
                    since TEXT NOT NULL
                );
                """)
    }
}
