import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// `catalog`'s cart lines, oldest first.
    func cart(_ c: PostgresConnection, catalog: String) async throws -> Cart {
        var lines: [CartLine] = []
        for row in try await c.rows(
            """
            SELECT product, quantity, priceWhenAdded, name FROM cartLine
            WHERE customer = \(customer) AND catalog = \(catalog) ORDER BY added
            """)
        {
            let (product, quantity, price, name) = try row.decode(
                (String, Int, Int?, String?).self)
            lines.append(
                CartLine(
                    product: ProductID(product), quantity: quantity, priceWhenAdded: price,
                    name: name))
        }
        return Cart(lines: lines)
    }

    /// Applies `changes` to the lines as they are now, by the cart's own rule (`Cart.apply`),
    /// as `UserDatabase.apply` does; a change that alters a line moves the revision on.
    func apply(_ changes: [CartChange], catalog: String, _ c: PostgresConnection) async throws {
        var changed = false
        for change in changes {
            let product = change.product.rawValue
            let found = try await c.rows(
                """
                SELECT quantity, priceWhenAdded, name FROM cartLine
                WHERE customer = \(customer) AND catalog = \(catalog) AND product = \(product)
                """
            ).first.map { try $0.decode((Int, Int?, String?).self) }
            var line = Cart(
                lines: found.map {
                    [
                        CartLine(
                            product: change.product, quantity: $0.0, priceWhenAdded: $0.1,
                            name: $0.2)
                    ]
                } ?? [])
            line.apply(change)
            switch (found, line.lines.first) {
            case (nil, nil): break
            case (_?, nil):
                changed = true
                try await c.run(
                    """
                    DELETE FROM cartLine
                    WHERE customer = \(customer) AND catalog = \(catalog) AND product = \(product)
                    """)
            case (nil, let new?):
                changed = true
                try await c.run(
                    """
                    INSERT INTO cartLine
                        (customer, catalog, product, quantity, priceWhenAdded, name)
                    VALUES (\(customer), \(catalog), \(product), \(new.quantity),
                        \(new.priceWhenAdded), \(new.name))
                    """)
            case (_?, let new?):
                changed = true
                try await c.run(
                    """
                    UPDATE cartLine SET quantity = \(new.quantity),
                        priceWhenAdded = \(new.priceWhenAdded), name = \(new.name)
                    WHERE customer = \(customer) AND catalog = \(catalog) AND product = \(product)
                    """)
            }
        }
        if changed { try await bumpCartRevision(catalog: catalog, c) }
    }

    /// How many times `catalog`'s cart has changed.
    func cartRevision(catalog: String, _ c: PostgresConnection) async throws -> Int64 {
        try await c.rows(
            """
            SELECT revision FROM cartRevision
            WHERE customer = \(customer) AND catalog = \(catalog)
            """
        ).first?.decode(Int64.self) ?? 0
    }

    /// Counts one more change of `catalog`'s cart; returns the new count. The row's lock is
    /// held to the end of the transaction: resolving a lost order waits on it.
    @discardableResult
    func bumpCartRevision(catalog: String, _ c: PostgresConnection) async throws -> Int64 {
        try await c.rows(
            """
            INSERT INTO cartRevision (customer, catalog, revision) VALUES (\(customer), \(catalog), 1)
            ON CONFLICT (customer, catalog) DO UPDATE SET revision = cartRevision.revision + 1
            RETURNING revision
            """
        ).first?.decode(Int64.self) ?? 0
    }

    /// The address kept for the next order, and its revision.
    func profile(_ c: PostgresConnection) async throws -> (ShippingAddress, Int64)? {
        guard
            let row = try await c.rows(
                """
                SELECT name, email, street, city, postalCode, countryCode, revision
                FROM profile WHERE customer = \(customer)
                """
            ).first
        else { return nil }
        let (name, email, street, city, postalCode, countryCode, revision) = try row.decode(
            (String, String, String, String, String, String, Int64).self)
        return (
            ShippingAddress(
                name: name, email: email, street: street, city: city, postalCode: postalCode,
                countryCode: countryCode),
            revision
        )
    }

    /// Replaces the kept address (the last to change it wins).
    func save(_ address: ShippingAddress, _ c: PostgresConnection) async throws {
        try await c.run(
            """
            INSERT INTO profile
                (customer, name, email, street, city, postalCode, countryCode)
            VALUES (\(customer), \(address.name), \(address.email), \(address.street),
                \(address.city), \(address.postalCode), \(address.countryCode))
            ON CONFLICT (customer) DO UPDATE SET name = excluded.name, email = excluded.email,
                street = excluded.street, city = excluded.city,
                postalCode = excluded.postalCode, countryCode = excluded.countryCode,
                revision = profile.revision + 1
            """)
    }
}
