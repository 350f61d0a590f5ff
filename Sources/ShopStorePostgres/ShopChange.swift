/// What a writing transaction changed, told to every host at its commit on one channel
/// (`NOTIFY aisle_shop`), so their sessions look again at once instead of at the next key.
/// The payload is the kind and whose it was ("cart SHA256:…"), at most 240 bytes (PostgreSQL
/// takes up to 8000).
struct ShopChange: Sendable, Equatable {
    /// The one channel every host listens on.
    static let channel = "aisle_shop"

    /// What changed.
    enum Kind: String, Sendable {
        /// A customer's cart or saved address: only that customer's sessions show it.
        case cart
        /// An order placed: every session shows the stock it took.
        case order
        /// An order's status changed (a cancellation gives its stock back): every session.
        case status
        /// Units ordered moved to another edition (`carryStock`): every session.
        case stock
    }

    var kind: Kind
    /// Whose cart or order it was ("" when that is nobody's in particular).
    var customer: String

    /// The notification's payload.
    var payload: String { "\(kind.rawValue) \(customer.utf8.count <= 200 ? customer : "")" }

    /// The change `payload` names; nil for one this build does not know (a newer Aisle's).
    init?(payload: String) {
        let parts = payload.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let kind = Kind(rawValue: String(first)) else { return nil }
        self.kind = kind
        customer = parts.count > 1 ? String(parts[1]) : ""
    }

    init(_ kind: Kind, customer: String) {
        self.kind = kind
        self.customer = customer
    }

    /// Whether a session of `customer` shows what changed: a cart only to its own customer,
    /// anything else (stock, statuses) to everyone.
    func concerns(_ customer: String) -> Bool {
        kind != .cart || self.customer == customer || self.customer.isEmpty
    }
}
