import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A temporary home for one in-process run: XDG directories, a catalog file, the three state
/// file paths, a manual clock, a fixed wall clock and counted randomness.
final class RuntimeScratch {
    let directory: TemporaryDirectory
    let clock = ManualClock()
    /// Who the run is and the account's home: by default the test's own user and no home
    /// from the password database, so a test never writes under the real home.
    var dependencies: RuntimeDependencies
    var environment: [String: String]
    let catalog: String

    /// 2026-11-27T17:24:16Z.
    static let now = Date(timeIntervalSince1970: 1_795_800_256)

    init(catalogJSON: String = RuntimeScratch.catalogJSON) throws {
        directory = try TemporaryDirectory()
        catalog = directory.file("catalog.json")
        // The scratch catalog is the user's usual one (as if exported in AISLE_CATALOG), so
        // files that name no catalog are its own.
        environment = [
            "HOME": directory.path,
            "XDG_STATE_HOME": directory.file("state"),
            "XDG_DATA_HOME": directory.file("data"),
            "AISLE_CATALOG": catalog,
        ]
        try Disk.put(Array(catalogJSON.utf8), at: catalog)
        dependencies = RuntimeDependencies(
            clock: clock, wallClock: { RuntimeScratch.now }, random: { 7 }, accountHome: { nil })
    }

    var session: String { directory.file("state/aisle/navigation.json") }
    var cart: String { directory.file("data/aisle/cart.json") }
    var orders: String { directory.file("data/aisle/orders.json") }
    var database: String { directory.file("data/aisle/aisle.sqlite") }

    /// What the user's database holds for `catalog` (the scratch catalog's key by default),
    /// read as another process would.
    func savedData(catalog: String? = nil) throws -> UserSnapshot {
        guard let database = try UserDatabase.open(path: database, inspecting: true) else {
            throw TestFailure("no database at \(database)")
        }
        return try database.load(
            catalog: catalog ?? CatalogKey.of(path: self.catalog, bundledPath: nil)
        ).0
    }

    /// The scratch catalog's `CatalogKey`.
    var catalogKey: String { CatalogKey.of(path: catalog, bundledPath: nil) }

    /// Adds `units` of each product to the cart on disk, as another window would.
    func fillCart(_ units: KeyValuePairs<ProductID, Int>) throws {
        try makeDirectory(of: database)
        guard let opened = try UserDatabase.open(path: database, inspecting: false) else {
            throw TestFailure("no database at \(database)")
        }
        try opened.commit(
            UserDataBatch(
                catalog: catalogKey,
                cartChanges: units.map { .adjust($0.key, by: $0.value, price: nil) }))
    }

    /// `startup` on checkout's Review step, the address complete, paying by invoice, its
    /// order key `key`.
    static func atReview(_ startup: inout Startup, key: OrderKey?) {
        startup.state.draft.shipping.fill(from: PersistenceTests.order.address)
        startup.state.draft.payment.method = .invoice
        startup.state.draft.orderKey = key
        startup.state.open([
            .cart, .checkout(step: .shipping), .checkout(step: .payment),
            .checkout(step: .review),
        ])
    }

    /// Writes `text` at `path`, making its directory.
    func put(_ text: String, at path: String) throws {
        try makeDirectory(of: path)
        try Disk.put(Array(text.utf8), at: path)
    }

    func makeDirectory(of path: String) throws {
        try FileManager.default.createDirectory(
            atPath: StoragePath.directory(of: path), withIntermediateDirectories: true)
    }

    /// Start-up as a command would do it, on `catalog` (by default the scratch's own).
    func startup(
        _ session: StartupOptions.Session = .restore, readOnly: Bool = false,
        fileSystem: any FileSystem = SystemFileSystem(), catalog: String? = nil,
        keepsCache: Bool = true, customer: String? = nil, savedPaths: (any ShopStore)? = nil
    ) throws -> Startup {
        try Startup(
            options: StartupOptions(
                catalog: catalog ?? self.catalog, session: session, readOnly: readOnly,
                customer: customer),
            environment: environment, dependencies: dependencies, fileSystem: fileSystem,
            keepsCache: keepsCache, bundledCatalog: { nil }, savedPaths: savedPaths)
    }

    /// Runs the loop from `startup` over `script`; returns how it ended, the loop and the
    /// terminal.
    func run(
        _ startup: Startup, _ script: [TestTerminal.Step],
        size: Size = Size(columns: 80, rows: 24), served: Bool = false
    ) -> (ending: RunLoop.Ending, loop: RunLoop, terminal: TestTerminal) {
        let terminal = TestTerminal(size: size, script: script, clock: clock)
        var loop = RunLoop(startup: startup, terminal: terminal)
        loop.hidesServerPaths = served
        let ending = loop.run()
        return (ending, loop, terminal)
    }

    /// The highlighted row of Home in the saved session, if the file is ours.
    func savedHomeSelection() -> Int? {
        guard let bytes = Disk.contents(session),
            case .document(let document) = SessionDocument.read(bytes)
        else { return nil }
        return document.screens.first { $0.route == nil }?.selected
    }

    /// A catalog with `count` categories of one product each, for long lists.
    static func catalogJSON(categories count: Int) -> String {
        let categories = (0..<count).map { #"{"id": "c\#($0)", "name": "Shelf \#($0)"}"# }
        let products = (0..<count).map {
            #"{"id": "p\#($0)", "name": "Thing \#($0)", "category": "c\#($0)", "seller": "s-1", "#
                + #""price": 100, "stock": 1, "description": "A thing."}"#
        }
        return """
            {"currency": "USD", "categories": [\(categories.joined(separator: ","))],
             "sellers": [{"id": "s-1", "name": "Leaf & Iron", "about": "A small shop."}],
             "products": [\(products.joined(separator: ","))]}
            """
    }

    static let catalogJSON = """
        {"currency": "USD",
         "categories": [{"id": "tea", "name": "Tea Room"}, {"id": "tools", "name": "Tools"},
                        {"id": "cups", "name": "Cups"}],
         "sellers": [{"id": "s-1", "name": "Leaf & Iron", "about": "A small shop."}],
         "products": [
          {"id": "t-1", "name": "Sencha Green", "category": "tea", "seller": "s-1",
           "price": 1200, "stock": 10, "description": "About Sencha."},
          {"id": "k-1", "name": "Tea Kettle", "category": "tools", "seller": "s-1",
           "price": 4500, "stock": 10, "description": "About the kettle."},
          {"id": "c-1", "name": "Cup", "category": "cups", "seller": "s-1",
           "price": 900, "stock": 10, "description": "About the cup."}]}
        """
}

extension TestTerminal.Step {
    /// `j`: the highlight moves down one row.
    static var down: Self { .key(.character("j")) }
    /// `q`: quit.
    static var quit: Self { .key(.character("q")) }
}
