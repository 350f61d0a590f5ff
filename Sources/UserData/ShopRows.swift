import Storefront

/// The shop's rows as one engine keeps them, copied as they are to another
/// (`aisle shop move`): orders with their document verbatim (one this build cannot read moves
/// too), carts line by line, addresses, units ordered and the order notices' state. Rows of
/// every customer; nothing is decoded or checked beyond what a column holds.
public enum ShopRows {
    /// One placed order and everything kept about it.
    public struct Order: Sendable, Equatable {
        /// Its row in the engine it is read from: the order orders were placed in.
        public var row: Int64
        /// Its number (`A-261126-7KQ2`).
        public var number: String
        /// When it was placed, ISO 8601 UTC.
        public var placedAt: String
        /// Its JSON, as kept.
        public var document: String
        /// The checkout's key (nil for an order brought in from an older Aisle's files).
        public var key: String?
        /// Whose it is.
        public var customer: String
        /// placed, shipped or cancelled, as kept.
        public var status: String
        /// The cart's count of changes its placing left.
        public var cartRevision: Int64?
        /// The catalog and edition its units were counted against.
        public var stockCatalog: String?
        /// See `stockCatalog`.
        public var stockEdition: String?
        /// Each change of its status, oldest first.
        public var history: [StatusStep]
        /// When `--on-order` announced it, and how that went, if it did.
        public var notice: Notice?

        /// An order's rows.
        public init(
            row: Int64, number: String, placedAt: String, document: String, key: String?,
            customer: String, status: String, cartRevision: Int64?, stockCatalog: String?,
            stockEdition: String?, history: [StatusStep], notice: Notice?
        ) {
            self.row = row
            self.number = number
            self.placedAt = placedAt
            self.document = document
            self.key = key
            self.customer = customer
            self.status = status
            self.cartRevision = cartRevision
            self.stockCatalog = stockCatalog
            self.stockEdition = stockEdition
            self.history = history
            self.notice = notice
        }
    }

    /// One change of an order's status, as kept.
    public struct StatusStep: Sendable, Equatable {
        /// What it became.
        public var status: String
        /// When.
        public var at: String
        /// Who changed it.
        public var by: String

        /// A change.
        public init(status: String, at: String, by: String) {
            self.status = status
            self.at = at
            self.by = by
        }
    }

    /// An order's announcement by `--on-order`.
    public struct Notice: Sendable, Equatable {
        /// When it ran.
        public var at: String
        /// Its exit status, or why it did not run.
        public var outcome: String

        /// An announcement.
        public init(at: String, outcome: String) {
            self.at = at
            self.outcome = outcome
        }
    }

    /// One line of a customer's cart of one catalog.
    public struct CartLine: Sendable, Equatable {
        /// Whose cart.
        public var customer: String
        /// Which catalog's.
        public var catalog: String
        /// The product's identifier.
        public var product: String
        /// How many (1 to 999).
        public var quantity: Int
        /// Its price when added, in minor units.
        public var priceWhenAdded: Int?
        /// Its name when added.
        public var name: String?

        /// A cart line.
        public init(
            customer: String, catalog: String, product: String, quantity: Int,
            priceWhenAdded: Int?, name: String?
        ) {
            self.customer = customer
            self.catalog = catalog
            self.product = product
            self.quantity = quantity
            self.priceWhenAdded = priceWhenAdded
            self.name = name
        }
    }

    /// How many times a customer's cart of a catalog changed (an order's key confirms only
    /// the attempt whose count it kept).
    public struct CartRevision: Sendable, Equatable {
        /// Whose cart.
        public var customer: String
        /// Which catalog's.
        public var catalog: String
        /// The count.
        public var revision: Int64

        /// A count.
        public init(customer: String, catalog: String, revision: Int64) {
            self.customer = customer
            self.catalog = catalog
            self.revision = revision
        }
    }

    /// Units ordered of one product of one catalog edition.
    public struct Units: Sendable, Equatable {
        /// The catalog.
        public var catalog: String
        /// Its edition.
        public var edition: String
        /// The product's identifier.
        public var product: String
        /// How many.
        public var units: Int

        /// A count.
        public init(catalog: String, edition: String, product: String, units: Int) {
            self.catalog = catalog
            self.edition = edition
            self.product = product
            self.units = units
        }
    }

    /// A customer's kept address.
    public struct Address: Sendable, Equatable {
        /// Whose.
        public var customer: String
        /// The address.
        public var address: ShippingAddress

        /// An address kept for `customer`.
        public init(customer: String, address: ShippingAddress) {
            self.customer = customer
            self.address = address
        }
    }

    /// Where order notices start: after row `afterRow`, since `since`.
    public struct NoticeStart: Sendable, Equatable {
        /// The last row not to be announced.
        public var afterRow: Int64
        /// When notices were first turned on.
        public var since: String

        /// A start.
        public init(afterRow: Int64, since: String) {
            self.afterRow = afterRow
            self.since = since
        }
    }

    /// Everything but the orders, which are read a page at a time.
    public struct Rest: Sendable, Equatable {
        /// Every cart line, in the order lines were first added.
        public var cartLines: [CartLine] = []
        /// Every cart's count of changes.
        public var cartRevisions: [CartRevision] = []
        /// Every customer's kept address.
        public var addresses: [Address] = []
        /// Units ordered of every product of every edition.
        public var units: [Units] = []
        /// Where order notices start, if they were ever turned on.
        public var noticeStart: NoticeStart?

        /// Nothing yet.
        public init() {}
    }
}
