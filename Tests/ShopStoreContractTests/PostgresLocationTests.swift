import ShopStorePostgres
import Testing

/// Database URLs read as libpq reads them, and its password file.
@Suite(.timeLimit(.minutes(10))) struct PostgresLocationTests {
    @Test func aURLGivesEveryPart() throws {
        let location = try PostgresLocation(
            url: "postgres://shop:s%40cret@db.example.org:6543/aisle?sslmode=require",
            environment: [:])
        #expect(location.user == "shop")
        #expect(location.password == "s@cret")
        #expect(location.host == "db.example.org")
        #expect(location.port == 6543)
        #expect(location.database == "aisle")
        #expect(location.tls == .require)
        #expect(location.description == "postgres://shop@db.example.org:6543/aisle")
    }

    @Test func aSocketDirectoryIsAHostStartingWithASlash() throws {
        let encoded = try PostgresLocation(url: "postgresql://a@%2Frun%2Fpg/shop", environment: [:])
        #expect(encoded.isSocket)
        #expect(encoded.socketPath == "/run/pg/.s.PGSQL.5432")
        let query = try PostgresLocation(
            url: "postgres:///shop?host=/run/pg", environment: ["USER": "ada"])
        #expect(query.socketPath == "/run/pg/.s.PGSQL.5432")
        #expect(query.user == "ada")
    }

    @Test func thePasswordComesFromTheEnvironmentThenThePasswordFile() throws {
        let file = "# comment\ndb:5432:other:shop:no\ndb:*:aisle:shop:from\\:file\n"
        let fromFile = try PostgresLocation(
            url: "postgres://shop@db/aisle", environment: ["HOME": "/home/x"],
            readFile: { $0 == "/home/x/.pgpass" ? file : nil })
        #expect(fromFile.password == "from:file")
        let fromEnvironment = try PostgresLocation(
            url: "postgres://shop@db/aisle", environment: ["PGPASSWORD": "env"],
            readFile: { _ in file })
        #expect(fromEnvironment.password == "env")
    }

    @Test func badURLsAreRefusedWithWhatIsWrong() {
        #expect(throws: PostgresLocationError.notAURL("mysql://x")) {
            try PostgresLocation(url: "mysql://x", environment: [:])
        }
        #expect(throws: PostgresLocationError.badPort("99999")) {
            try PostgresLocation(url: "postgres://a@h:99999/d", environment: [:])
        }
        #expect(throws: PostgresLocationError.badSSLMode("maybe")) {
            try PostgresLocation(url: "postgres://a@h/d?sslmode=maybe", environment: [:])
        }
    }
}
