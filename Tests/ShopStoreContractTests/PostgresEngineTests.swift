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
        // pg1 and pg2, each once.
        #expect(try cluster.psql("hosts", "SELECT count(*) FROM aisle_schema") == "2\n")
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

    @Test func aSavedPathSetAsideIsKeptWithItsReason() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("setaside")
        let location = try PostgresLocation(url: cluster.url("setaside"), environment: [:])
        let store = try PostgresShopStore.open(location, customer: "SHA256:ada")
        defer { store.close() }
        try store.replaceSavedPath(with: Array("{oops".utf8))
        let row = try #require(
            try store.setSavedPathAside(
                .bytes(Array("{oops".utf8)), reason: "not JSON", at: "20261128T0000"))
        #expect(
            try cluster.psql(
                "setaside",
                "SELECT id, customer, convert_from(document, 'UTF8'), reason, setAsideAt "
                    + "FROM savedPathSetAside")
                == "\(row)|SHA256:ada|{oops|not JSON|20261128T0000\n")
    }
}
