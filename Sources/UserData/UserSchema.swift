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
        migrator.registerMigration("v2") { db in
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
        migrator.registerMigration("v3") { db in
            // A cart line keeps the name its product was added with, so a product that has
            // left the catalog is still named.
            try db.execute(sql: "ALTER TABLE cartLine ADD COLUMN name TEXT")
        }
        migrator.registerMigration("v4-orderHistory") { db in
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
        migrator.registerMigration("v4-orderNotices") { db in
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
        return migrator
    }
}
