import AisleApp
import AisleRuntime
import Navigation
import StateFiles
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a command needs before any terminal work: the catalog, the files, and the state
/// they restore, with the notices to show. Input errors end the program here, as one line on
/// stderr and status 2, before the screen is touched.
struct Startup {
    var state: AppState
    var persistence: Persistence
    var notices: [String] = []
    let environment: [String: String]
    let writer = AtomicFileWriter()

    /// Loads catalog, cart and orders; restores the saved path unless `restorePath` is false
    /// (the checkout draft is restored either way). `readOnly` leaves damaged files in place.
    init(options: RunOptions, restorePath: Bool, readOnly: Bool = false) {
        environment = ProcessInfo.processInfo.environment
        let catalog = Self.loadCatalog(options.catalog, environment: environment)
        let directories: XDGDirectories
        do {
            directories = try XDGDirectories(environment: environment)
        } catch {
            Exit.fail("aisle: \(error.message)")
        }
        persistence = Persistence(directories: directories, writer: writer)
        if !readOnly {
            // Temporary files from saves a crash interrupted; never ones young enough to
            // belong to another instance saving right now.
            for path in persistence.paths {
                writer.removeStaleTemporaries(for: path, olderThan: 60)
            }
        }
        let (savedCart, cartNotice) = persistence.cart.load(
            reading: CartDocument.read, writer: writer, readOnly: readOnly)
        let (savedOrders, ordersNotice) = persistence.orders.load(
            reading: OrdersDocument.read, writer: writer, readOnly: readOnly)
        var cart = savedCart ?? Cart()
        let dropped = cart.reconcile(with: catalog)
        let month = Timestamp.thisMonth()
        state = AppState(
            catalog: catalog, cart: cart, orders: savedOrders ?? [],
            today: YearMonth(year: month.year, month: month.month))
        notices += [cartNotice, ordersNotice].compactMap { $0 }
        if !dropped.isEmpty {
            let ids = dropped.map(\.rawValue).joined(separator: ", ")
            notices.append("Removed from the cart, no longer sold: \(ids)")
        }
        guard !options.fresh || !restorePath else { return }
        let (document, notice) = persistence.session.load(
            reading: SessionDocument.read, writer: writer, readOnly: readOnly)
        notices += [notice].compactMap { $0 }
        guard let document else { return }
        if restorePath {
            if let restored = SessionRestore.apply(document, to: &state) {
                notices.insert(restored.text, at: 0)
            }
        } else {
            state.draft = document.checkout ?? CheckoutDraft()
        }
    }

    /// The notices joined for the bottom line.
    var notice: Notice? {
        notices.isEmpty ? nil : Notice(notices.joined(separator: " · "), tone: .warning)
    }

    private static func loadCatalog(_ option: String?, environment: [String: String]) -> Catalog {
        let path =
            option ?? environment["AISLE_CATALOG"].flatMap { $0.isEmpty ? nil : $0 }
            ?? CatalogLocator.bundledCatalog()
        guard let path else {
            Exit.fail(
                "aisle: the bundled catalog was not found next to the program; "
                    + "name one with --catalog FILE")
        }
        do {
            return try Catalog.load(contentsOf: path)
        } catch {
            Exit.fail(error.message(file: path))
        }
    }
}
