import CatalogDatabase
import Storefront

/// What a command asks of start-up.
public struct StartupOptions: Sendable, Equatable {
    /// What to take from the saved session.
    public enum Session: Sendable, Equatable {
        /// The path, its positions and the checkout draft (`aisle`, `link`, `session`).
        case restore
        /// The checkout draft, and the path a link names (`aisle open`), resolved like a
        /// restore: missing parents filled in, screens that no longer exist dropped, with a
        /// notice.
        case link([Route])
        /// Nothing (`--fresh`). The file is still read for its verdict, so that a file which
        /// must not be overwritten is not, unless only inspecting.
        case fresh
    }

    /// `--catalog`, if given.
    public var catalog: String?
    /// What to restore.
    public var session: Session
    /// Only inspect: damaged files stay in place, stale temporaries stay, nothing is saved.
    public var readOnly: Bool
    /// `--customer`: the key fingerprint of a served customer (`aisle serve`, or OpenSSH's
    /// forced command), checked by `CustomerDirectory`. The saved screens are that customer's
    /// own, and so are the cart, orders and address in the shop's database.
    public var customer: String?
    /// `--currency` and `--strict`: how the catalog is imported.
    public var imports: ImportOptions

    /// Options from their parts.
    public init(
        catalog: String?, session: Session, readOnly: Bool = false, customer: String? = nil,
        imports: ImportOptions = ImportOptions()
    ) {
        self.imports = imports
        self.catalog = catalog
        self.session = session
        self.readOnly = readOnly
        self.customer = customer
    }
}
