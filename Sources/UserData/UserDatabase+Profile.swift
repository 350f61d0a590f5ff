import GRDB
import Storefront

extension UserDatabase {
    /// The address kept for the next order, if one was saved.
    func profile(_ db: Database) throws -> ShippingAddress? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT * FROM profile WHERE customer = ?", arguments: [customer])
        else { return nil }
        return ShippingAddress(
            name: row["name"] ?? "", email: row["email"] ?? "", street: row["street"] ?? "",
            city: row["city"] ?? "", postalCode: row["postalCode"] ?? "",
            countryCode: row["countryCode"] ?? "")
    }

    /// Replaces the kept address (the last instance to change it wins: it is one person's).
    func save(_ profile: ShippingAddress, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO profile
                (customer, name, email, street, city, postalCode, countryCode)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                customer, profile.name, profile.email, profile.street, profile.city,
                profile.postalCode, profile.countryCode,
            ])
    }
}
