import StateFiles
import Storefront
import UserData

/// Start-up's part of the user's database: open it (creating it, or setting a damaged one
/// aside and starting afresh), move an older Aisle's `cart.json` and `orders.json` into it
/// once (renamed `*.json.migrated`, never deleted), and read the open catalog's part.
/// Inspecting (`aisle session`, `aisle link`) reads the same, creating and moving nothing.
struct UserDataOpening {
    /// What the session starts from.
    private(set) var snapshot = UserSnapshot()
    /// The database and where reading it ended, unless there is none to write to.
    private(set) var store: UserDataStore?
    /// What to tell the user.
    private(set) var notices: [String] = []
    /// Whose rows are read and written ("" for the local user).
    private let customer: String

    /// `customer` is a served shop's customer (`--customer`): only their rows are read and
    /// written, and an older Aisle's files, which are the shop's own, are not moved in.
    ///
    /// `meanwhile` (start-up's read of the session file) runs once on this thread: while the
    /// database opens and is read on another one when there is nothing to move in (the
    /// database work then touches no file `writer` knows, so the order of the file work does
    /// not change), else after everything, as before.
    init(
        persistence: inout Persistence, readOnly: Bool, writer: AtomicFileWriter,
        damaged: DamagedFile, stamp: String, customer: String? = nil, edition: String = "",
        meanwhile: () -> Void = {}
    ) {
        self.customer = customer ?? ""
        if customer == nil {
            persistence.cart?.read(using: CartDocument.read, writer: writer, damaged: damaged)
            persistence.orders?.read(using: OrdersDocument.read, writer: writer, damaged: damaged)
        }
        notices += [persistence.cart?.notice, persistence.orders?.notice].compactMap { $0 }
        let legacyCart = customer == nil ? persistence.readCart : nil
        let legacyOrders = customer == nil ? persistence.orders?.verdict?.body : nil
        let key = persistence.catalogKey
        guard let path = persistence.databasePath,
            readOnly || prepare(StoragePath.directory(of: path), writer: writer)
        else {
            // No database to read (none yet, or unusable): an older Aisle's files still show.
            addLegacy(cart: legacyCart, orders: legacyOrders, catalog: key)
            meanwhile()
            return
        }
        let stock = StockEdition(catalog: key, edition: edition)
        let owner = self.customer
        var found: Found
        if legacyCart == nil, legacyOrders == nil {
            found = Concurrently.run(
                {
                    var found = Self.open(path, readOnly: readOnly, stamp: stamp, customer: owner)
                    found.load(catalog: key, stock: stock)
                    return found
                }, while: meanwhile)
        } else {
            found = Self.open(path, readOnly: readOnly, stamp: stamp, customer: owner)
            if let database = found.database, !database.isReadOnly {
                do throws(UserDataError) {
                    try database.importLegacy(
                        cart: legacyCart ?? Cart(), orders: legacyOrders ?? [], profile: nil)
                    for file in [persistence.cart?.path, persistence.orders?.path]
                        .compactMap({ $0 })
                    {
                        Self.retire(file, stamp: stamp, fileSystem: writer.fileSystem)
                    }
                } catch {
                    found.later.append(error.message)
                }
            }
            found.load(catalog: key, stock: stock)
        }
        take(found, path: path, readOnly: readOnly, catalog: key, edition: edition)
        // No database to read (none yet, or unusable), or inspecting before the first run of
        // this build (the files are not moved yet): an older Aisle's files still show.
        if found.database == nil || readOnly {
            addLegacy(cart: legacyCart, orders: legacyOrders, catalog: key)
        }
        if legacyCart != nil || legacyOrders != nil { meanwhile() }
    }

    /// What opening and reading the database found, kept apart from `self` so that it can be
    /// done on another thread.
    private struct Found: Sendable {
        /// The database, unless there is none to read or it cannot be used.
        var database: UserDatabase?
        /// What opening it had to say.
        var notices: [String] = []
        /// What moving an older Aisle's files in had to say.
        var later: [String] = []
        /// What reading it gave.
        var loaded: Result<Loaded, UserDataError>?

        /// The open catalog's part of the database, and where reading it ended.
        struct Loaded: Sendable {
            let snapshot: UserSnapshot
            let cursor: SyncCursor
        }

        /// Reads the open catalog's part of the database, if there is one.
        mutating func load(catalog key: String, stock: StockEdition) {
            guard let database else { return }
            do throws(UserDataError) {
                let (snapshot, cursor) = try database.load(catalog: key, stock: stock)
                loaded = .success(Loaded(snapshot: snapshot, cursor: cursor))
            } catch {
                loaded = .failure(error)
            }
        }
    }

    /// Takes in what `found` found, with its notices in the order they always came.
    private mutating func take(
        _ found: Found, path: String, readOnly: Bool, catalog key: String, edition: String
    ) {
        notices += found.notices
        guard let database = found.database else { return }
        if database.isReadOnly, !readOnly {
            notices.append(UserDataError.readOnly(path: path).message)
        }
        notices += found.later
        switch found.loaded {
        case .success(let loaded):
            snapshot = loaded.snapshot
            if loaded.snapshot.unreadableOrders > 0 {
                notices.append(
                    "\(loaded.snapshot.unreadableOrders) saved order(s) in \(path) could not be "
                        + "read by this build; they are kept")
            }
            if !readOnly {
                store = UserDataStore(
                    database: database, catalog: key, cursor: loaded.cursor, edition: edition)
            }
        case .failure(let error):
            notices.append(error.message)
        case nil:
            break
        }
    }

    /// Whether `directory` is there, or could be made, and is trusted (said in `notices` if not).
    private mutating func prepare(_ directory: String, writer: AtomicFileWriter) -> Bool {
        do throws(FileSystemError) {
            try writer.prepareDirectory(directory)
            return true
        } catch {
            notices.append(error.message)
            return false
        }
    }

    /// The database at `path`: a damaged one is set aside (unless inspecting) and a new one
    /// started; none when there is none to read, or it cannot be used (said in its notices).
    private static func open(
        _ path: String, readOnly: Bool, stamp: String, customer: String
    ) -> Found {
        do throws(UserDataError) {
            return Found(
                database: try UserDatabase.open(
                    path: path, inspecting: readOnly, customer: customer))
        } catch .corrupt(let path, let reason) where !readOnly {
            var found = Found()
            do throws(UserDataError) {
                let kept = try UserDatabase.setAside(path: path, stamp: stamp)
                found.notices.append(
                    "\(path) was damaged (\(reason)): kept as \(kept); a new one was started")
                found.database = try UserDatabase.open(
                    path: path, inspecting: false, customer: customer)
            } catch {
                found.notices.append(error.message)
            }
            return found
        } catch {
            return Found(notices: [error.message])
        }
    }

    /// Adds what the old files hold and the database does not.
    private mutating func addLegacy(cart: Cart?, orders: [Order]?, catalog key: String) {
        var lines = snapshot.cart.lines
        for line in cart?.split(forCatalog: key).open.lines ?? []
        where !lines.contains(where: { $0.product == line.product }) {
            lines.append(line)
        }
        snapshot.cart = Cart(lines: lines)
        let known = Set(snapshot.orders.map(\.id))
        snapshot.orders += (orders ?? []).filter { !known.contains($0.id) }
    }

    /// Renames an imported file to `<path>.migrated` (or, if an earlier one is there,
    /// `<path>.migrated-<stamp>`): never deleted, never imported again.
    private static func retire(_ path: String, stamp: String, fileSystem: any FileSystem) {
        guard (try? fileSystem.status(path)) != nil else { return }
        let target = path + ".migrated"
        let free = (try? fileSystem.status(target)) == nil
        try? fileSystem.rename(path, to: free ? target : "\(target)-\(stamp)")
    }
}
