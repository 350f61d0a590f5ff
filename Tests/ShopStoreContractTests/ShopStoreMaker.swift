import ShopStorePostgres
import Storefront
import Synchronization
import TestSupport
import Testing
import UserData

/// A fresh, empty shop on one engine, for one test, and a store per customer over it (each
/// customer as their own session would open it). Closes what it opened when it goes.
final class ShopStoreMaker: @unchecked Sendable {
    let make: (String) throws -> any ShopStore
    private let cleanUp: () -> Void

    init(make: @escaping (String) throws -> any ShopStore, cleanUp: @escaping () -> Void) {
        self.make = make
        self.cleanUp = cleanUp
    }

    deinit { cleanUp() }

    /// `customer`'s store.
    func store(_ customer: String = "") throws -> any ShopStore { try make(customer) }

    /// A shop in a SQLite file in a temporary directory.
    static func sqlite() throws -> ShopStoreMaker {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let holder = DirectoryHolder(directory)
        return ShopStoreMaker(
            make: { customer in
                guard
                    let database = try UserDatabase.open(
                        path: path, inspecting: false, customer: customer)
                else { throw TestFailure("no database") }
                return database
            }, cleanUp: { holder.release() })
    }

    private static let databases = Atomic<Int>(0)

    /// A shop in a new database of the suite's cluster (`PostgresClusterScope`).
    static func postgres(_ placing: PlacingIsolation = .rowLocks) throws -> ShopStoreMaker {
        guard let cluster = PostgresClusterScope.current else {
            throw TestFailure("no cluster: the suite needs the .postgresCluster trait")
        }
        let name = "shop\(databases.add(1, ordering: .relaxed).newValue)"
        try cluster.createDatabase(name)
        let location = try PostgresLocation(url: cluster.url(name), environment: [:])
        let first = try PostgresShopStore.open(location, placingIsolation: placing)
        return ShopStoreMaker(
            make: { customer in first.serving(customer) }, cleanUp: { first.close() })
    }
}

/// Keeps a temporary directory until released (it is not copyable, and the maker's closures
/// share it).
final class DirectoryHolder: @unchecked Sendable {
    private var directory: TemporaryDirectory?

    init(_ directory: consuming TemporaryDirectory) { self.directory = consume directory }

    func release() { directory = nil }
}

/// Starts one throwaway PostgreSQL cluster for the whole suite it is put on, and stops it when
/// the suite is over; the suite's tests find it in `current`. Where no cluster can be started
/// the suite runs without one (its tests are disabled with the reason, `PostgresCluster
/// .unavailable`).
struct PostgresClusterScope: SuiteTrait, TestScoping {
    @TaskLocal static var current: PostgresCluster?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard PostgresCluster.unavailable == nil else { return try await function() }
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try await Self.$current.withValue(cluster) { try await function() }
    }
}

extension Trait where Self == PostgresClusterScope {
    /// One throwaway PostgreSQL cluster for the suite.
    static var postgresCluster: Self { PostgresClusterScope() }
}
