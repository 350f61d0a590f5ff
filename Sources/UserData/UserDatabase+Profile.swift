import GRDB
import Storefront

extension UserDatabase {
    /// The address kept for the next order, if one was saved.
    static func profile(_ db: Database) throws -> ShippingAddress? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE id = 1") else {
            return nil
        }
        return ShippingAddress(
            name: row["name"] ?? "", email: row["email"] ?? "", street: row["street"] ?? "",
            city: row["city"] ?? "", postalCode: row["postalCode"] ?? "",
            countryCode: row["countryCode"] ?? "")
    }

    /// Replaces the kept address (the last instance to change it wins: it is one person's).
    static func save(_ profile: ShippingAddress, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO profile
                (id, name, email, street, city, postalCode, countryCode)
                VALUES (1, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                profile.name, profile.email, profile.street, profile.city, profile.postalCode,
                profile.countryCode,
            ])
    }
}
