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
    /// written, and an older Aisle's files, which are the shop's own, are not moved in. With
    /// `server` the data is on a database server (`Persistence.databaseServer`), opened through
    /// it: nothing to create or set aside, and no files to move in.
    init(
        persistence: inout Persistence, readOnly: Bool, writer: AtomicFileWriter,
        damaged: DamagedFile, stamp: String, customer: String? = nil, edition: String = "",
        server: ShopStoreOpener? = nil
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
        var opened: (any ShopStore)?
        if let server {
            opened = open(server)
        } else if let path = persistence.databasePath,
            readOnly || prepare(StoragePath.directory(of: path), writer: writer)
        {
            opened = open(path, readOnly: readOnly, stamp: stamp)
        }
        guard let database = opened else {
            // No database to read (none yet, or unusable): an older Aisle's files still show.
            addLegacy(cart: legacyCart, orders: legacyOrders, catalog: key)
            return
        }
        let path = database.path
        if database.isReadOnly {
            if !readOnly { notices.append(UserDataError.readOnly(path: path).message) }
        } else if legacyCart != nil || legacyOrders != nil {
            do throws(UserDataError) {
                try database.importLegacy(
                    cart: legacyCart ?? Cart(), orders: legacyOrders ?? [], profile: nil)
                for file in [persistence.cart?.path, persistence.orders?.path].compactMap({ $0 }) {
                    Self.retire(file, stamp: stamp, fileSystem: writer.fileSystem)
                }
            } catch {
                notices.append(error.message)
            }
        }
        do throws(UserDataError) {
            let (snapshot, cursor) = try database.load(
                catalog: key, stock: StockEdition(catalog: key, edition: edition))
            self.snapshot = snapshot
            if snapshot.unreadableOrders > 0 {
                notices.append(
                    "\(snapshot.unreadableOrders) saved order(s) in \(path) could not be read by "
                        + "this build; they are kept")
            }
            if !readOnly {
                store = UserDataStore(
                    database: database, catalog: key, cursor: cursor, edition: edition)
            }
        } catch {
            notices.append(error.message)
        }
        // Inspecting before the first run of this build: the files are not moved yet.
        if readOnly { addLegacy(cart: legacyCart, orders: legacyOrders, catalog: key) }
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

    /// The customer's store on the database server; nil when it cannot be used (said in
    /// `notices`).
    private mutating func open(_ server: ShopStoreOpener) -> (any ShopStore)? {
        do throws(UserDataError) {
            return try server.open(customer)
        } catch {
            notices.append(error.message)
            return nil
        }
    }

    /// The database at `path`: a damaged one is set aside (unless inspecting) and a new one
    /// started; nil when there is none to read, or it cannot be used (said in `notices`).
    private mutating func open(_ path: String, readOnly: Bool, stamp: String) -> UserDatabase? {
        do throws(UserDataError) {
            do throws(UserDataError) {
                return try UserDatabase.open(path: path, inspecting: readOnly, customer: customer)
            } catch .sqlite {
                // Another instance creating the same new file at this moment (its migration
                // waited for, yet something of its set-up in the way): once more, now that
                // it has finished.
                return try UserDatabase.open(path: path, inspecting: readOnly, customer: customer)
            }
        } catch .corrupt(let path, let reason) where !readOnly {
            do throws(UserDataError) {
                let kept = try UserDatabase.setAside(path: path, stamp: stamp)
                notices.append(
                    "\(path) was damaged (\(reason)): kept as \(kept); a new one was started")
                return try UserDatabase.open(path: path, inspecting: false, customer: customer)
            } catch {
                notices.append(error.message)
                return nil
            }
        } catch {
            notices.append(error.message)
            return nil
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
