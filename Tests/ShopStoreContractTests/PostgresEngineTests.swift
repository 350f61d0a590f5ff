import Dispatch
import ShopStorePostgres
import Synchronization
import TestSupport
import Testing
import UserData

/// What only the PostgreSQL engine has to show: its schema migrated once however many hosts
/// start together, and a newer Aisle's schema refused.
extension PostgresContractTests {
    @Test func tenHostsStartingAtOnceMigrateOnce() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("hosts")
        let location = try PostgresLocation(url: cluster.url("hosts"), environment: [:])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 10) { _ in
            do {
                try PostgresShopStore.open(location, maximumConnections: 1).close()
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        // Each migration once (its identifier is the key: a second run would have failed).
        #expect(
            try cluster.psql("hosts", "SELECT count(*) FROM aisle_schema WHERE identifier = 'pg1'")
                == "1\n")
    }

    @Test func aNewerAislesSchemaIsRefused() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("newer")
        let location = try PostgresLocation(url: cluster.url("newer"), environment: [:])
        try PostgresShopStore.open(location).close()
        _ = try cluster.psql("newer", "INSERT INTO aisle_schema (identifier) VALUES ('pg999')")
        #expect(throws: UserDataError.readOnly(path: location.description)) {
            try PostgresShopStore.open(location).close()
        }
    }

    @Test func aServerThatIsNotThereIsOneValueNotAHang() throws {
        let cluster = try #require(PostgresClusterScope.current)
        let location = try PostgresLocation(
            url: "postgres://aisle@%2Fnonexistent:5432/shop", environment: [:])
        _ = cluster
        #expect(throws: UserDataError.notAnswering(path: location.description)) {
            try PostgresShopStore.open(location).close()
        }
    }
}
