/// How a placing on PostgreSQL keeps two sessions (on any host) from selling the same units
/// or placing one order twice. Both give the same answers (the contract suite runs on each);
/// they differ in what waits and what is run again. `make bench-shop` measures one against
/// the other (docs/postgresql.md): with every session buying the same product, SERIALIZABLE
/// ran 246–275 of 400 placings again and once gave up on 2 after its bounded retries; row
/// locks ran 2 again and never lost one, at about the same rate with a lower p99. A placing
/// given up is a sale lost at the busiest moment, so `aisle` locks rows.
public enum PlacingIsolation: Sendable {
    /// READ COMMITTED, with the customer's cart revision row and each ordered product's
    /// units-ordered row locked (`FOR UPDATE`) before anything is read: colliders wait in
    /// turn, and are run again only when the server breaks a deadlock (40P01).
    case rowLocks
    /// One SERIALIZABLE transaction, run again (a bounded number of times) when the server
    /// finds it would not serialize (SQLSTATE 40001): nothing waits, colliders start over.
    case serializable
}
