import AisleApp
import AisleRuntime
import ShopStorePostgres
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// The saved screens kept in the shop's PostgreSQL database (issue 29, item 3): a customer
/// who leaves one host and comes back through another lands on the same screen; what the
/// database holds is judged like the file (a product gone is dropped with a notice, a damaged
/// row set aside), and no `navigation.json` is written on either host.
@Suite(
    .timeLimit(.minutes(10)),
    .disabled(
        if: PostgresCluster.unavailable != nil,
        Comment(rawValue: "no PostgreSQL: \(PostgresCluster.unavailable ?? "")")))
struct StoredSessionRuntimeTests {
    static let customer = "SHA256:ada"

    /// A shop database on a throwaway cluster, and a store over it as one host opens it.
    final class Shop {
        let cluster: PostgresCluster
        let location: PostgresLocation
        private var stores: [PostgresShopStore] = []

        init() throws {
            cluster = try PostgresCluster.start()
            do {
                try cluster.createDatabase("shop")
                location = try PostgresLocation(url: cluster.url("shop"), environment: [:])
            } catch {
                cluster.stop()
                throw error
            }
        }

        deinit {
            stores.forEach { $0.close() }
            cluster.stop()
        }

        /// A host's own store for the customer: its own pool on the same database.
        func host() throws -> PostgresShopStore {
            let store = try PostgresShopStore.open(
                location, customer: StoredSessionRuntimeTests.customer, maximumConnections: 2)
            stores.append(store)
            return store
        }
    }

    /// A host with state directories of its own, selling `catalog` (the same path on every
    /// host, as a shop's hosts do).
    static func host(selling catalog: String? = nil) throws -> RuntimeScratch {
        let scratch = try RuntimeScratch()
        if let catalog { scratch.environment["AISLE_CATALOG"] = catalog }
        return scratch
    }

    @Test func aCustomerComesBackThroughAnotherHostToTheSameScreen() throws {
        let shop = try Shop()
        let one = try Self.host()
        let first = try one.startup(savedPaths: try shop.host())
        #expect(first.state.path.routes.isEmpty)
        // Home → Tea Room → Sencha Green, then quit (which saves).
        let (_, left, _) = one.run(first, [.key(.enter), .key(.enter), .quit])
        let screens: [Route] = [.category(id: "tea"), .product(id: "t-1")]
        #expect(left.state.path.routes == screens)
        // Another host, its own store value and state directories, same catalog path.
        let three = try Self.host(selling: one.catalog)
        let again = try three.startup(catalog: one.catalog, savedPaths: try shop.host())
        #expect(again.state.path.routes == screens)
        #expect(again.notices.isEmpty, "\(again.notices)")
        let (_, _, terminal) = three.run(again, [.quit])
        #expect(terminal.screen.contains { $0.contains("Sencha Green") })
        // Neither host kept the screens in a file.
        #expect(PathShape(one.session) == .missing)
        #expect(PathShape(three.session) == .missing)
    }

    @Test func aSavedProductTheCatalogNoLongerHasFallsBackWithANotice() throws {
        let shop = try Shop()
        let store = try shop.host()
        let gone = SessionDocument(
            path: [.category(id: "tea"), .product(id: "gone")], screens: [])
        try store.replaceSavedPath(with: try #require(gone.encoded()))
        let scratch = try Self.host()
        let startup = try scratch.startup(savedPaths: store)
        #expect(startup.state.path.routes == [.category(id: "tea")])
        let notice = startup.notices.first { $0.contains("gone") }
        #expect(notice?.contains("Restored 1 of 2 screens") == true, "\(startup.notices)")
    }

    @Test func aDamagedSavedPathIsSetAsideAndTheSessionStartsAtHome() throws {
        let shop = try Shop()
        let store = try shop.host()
        let damaged = Array(#"{"format":"aisle.navigation","version":1,"path":[{"#.utf8)
        try store.replaceSavedPath(with: damaged)
        let scratch = try Self.host()
        let startup = try scratch.startup(savedPaths: store)
        #expect(startup.state.path.routes.isEmpty)
        let notices = startup.notices.filter { $0.contains("savedPathSetAside") }
        #expect(notices.count == 1, "\(startup.notices)")
        #expect(notices.first?.hasPrefix("Saved screens were damaged") == true)
        #expect(try store.savedPath(limit: 1 << 20) == nil, "moved aside")
        #expect(
            try shop.cluster.psql("shop", "SELECT count(*) FROM savedPathSetAside") == "1\n")
        // The place is free: this session's screens are saved there.
        _ = scratch.run(startup, [.key(.enter), .quit])
        guard case .bytes(let bytes)? = try store.savedPath(limit: 1 << 20),
            case .document(let saved) = SessionDocument.read(bytes)
        else { throw TestFailure("no screens saved in the database") }
        #expect(saved.path == [.category(id: "tea")])
    }

    @Test func aSaveTheDatabaseDoesNotTakeIsOneWarningNotACrash() throws {
        let shop = try Shop()
        let store = try shop.host()
        let scratch = try Self.host()
        let startup = try scratch.startup(savedPaths: store)
        // The database goes away mid-session (this host's pool ends): the save on quit fails
        // as a value, said once.
        let (ending, loop, _) = scratch.run(
            startup, [.inspect { store.close() }, .key(.enter), .quit])
        #expect(ending == .quit)
        let failure = UserDataError.notAnswering(path: store.path).message
        #expect(loop.warnings.filter { $0 == failure }.count == 1, "\(loop.warnings)")
        #expect(PathShape(scratch.session) == .missing, "not written to the file instead")
    }

    @Test func aStoreThatKeepsNoSavedPathsLeavesThemInTheFile() throws {
        let scratch = try RuntimeScratch()
        try scratch.makeDirectory(of: scratch.database)
        let sqlite = try #require(try UserDatabase.open(path: scratch.database, inspecting: false))
        let startup = try scratch.startup(.link([.product(id: "k-1")]), savedPaths: sqlite)
        _ = scratch.run(startup, [.quit])
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("no session file saved") }
        #expect(saved.path == [.category(id: "tools"), .product(id: "k-1")])
    }
}
