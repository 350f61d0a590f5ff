import GRDB

/// The database's tables, versioned by GRDB's migrator: a migration is added, never edited.
/// A database holding a migration this build does not know comes from a newer Aisle and is
/// only read (`UserDatabase.open`).
enum UserSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
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
        return migrator
    }
}
