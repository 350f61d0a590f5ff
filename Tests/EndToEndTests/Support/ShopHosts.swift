import Foundation
import Glibc
import TestSupport

/// One shop on several machines, on loopback: a throwaway PostgreSQL cluster, `count`
/// `aisle serve` hosts (each with its own home, state and data directories, as separate
/// machines would have) given the cluster's URL in `AISLE_DATABASE_URL`, one catalog file at
/// one path and one host key (`--host-key`), and customers as real `ssh` clients in tmux,
/// each with its own key.
/// `close()` (or letting go) ends the customers, the hosts and the cluster, in that order.
final class ShopHosts {
    /// The cluster holding the shop's database.
    let cluster: PostgresCluster
    /// The hosts, in the order started (customers say "host 1" for `hosts[0]`).
    private(set) var hosts: [ShopServerProcess] = []
    /// The shop's database URL, as every host is given it.
    let databaseURL: String
    /// The catalog file every host is started on: one path for all, as the README's recipe
    /// asks (a customer's cart lines are keyed by the catalog's path).
    let catalogFile: String
    /// The database's name on the cluster.
    static let database = "shop"
    /// Holds the shop's host key and the customers' keys and known_hosts.
    let scratch: ScratchDirectory
    /// The one host key every host is given (`--host-key`).
    let hostKeyFile: String
    /// A known_hosts file holding that key under the name `ShopHosts.alias`, which customers
    /// check strictly: one fingerprint behind every host.
    let knownHosts: String
    /// The name the customers know the shop's key by, whichever host answers.
    static let alias = "shop.example"
    private var customers: [ShopCustomer] = []
    private var closed = false

    /// Limits a shop of many customers on one loopback address needs lifted: every customer
    /// here comes from 127.0.0.1, where the defaults would turn the eleventh away.
    static let loopbackLimits = [
        "--max-sessions-per-address", "200", "--max-connections-per-address", "200",
        "--connections-per-minute", "6000", "--max-startups", "200",
        "--max-sessions-per-key", "8",
    ]

    /// Starts the cluster and `count` hosts on `catalog` (FixtureCatalog's standard five,
    /// ten of each, unless given) with `arguments` added to each `aisle serve`.
    init(
        hosts count: Int, catalog: [FixtureCatalog.Item] = FixtureCatalog.standard,
        arguments: [String] = []
    ) throws {
        scratch = try ScratchDirectory()
        let (key, blob) = try ServeSharedHostKeyTests.sharedKey(in: scratch)
        hostKeyFile = key
        knownHosts = try scratch.write("\(Self.alias) ssh-ed25519 \(blob)\n", to: "known_hosts")
        cluster = try PostgresCluster.start()
        databaseURL = cluster.url(Self.database)
        catalogFile = try scratch.write(FixtureCatalog.json(catalog), to: "catalog.json")
        do {
            try cluster.createDatabase(Self.database)
            for _ in 0..<count { try addHost(arguments) }
            guard Set(hosts.map(\.hostKey)).count == 1 else {
                throw E2EFailure("the hosts show different host keys: \(hosts.map(\.hostKey))")
            }
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Starts one more host on the shop's database and catalog; returns it.
    @discardableResult
    func addHost(_ arguments: [String] = []) throws -> ShopServerProcess {
        let host = try ShopServerProcess()
        hosts.append(host)
        try host.start(
            Self.loopbackLimits + ["--host-key", hostKeyFile] + arguments, catalog: catalogFile,
            environment: ["AISLE_DATABASE_URL": databaseURL])
        return host
    }

    /// Whether a cluster and customers can be had here, for `.enabled(if:)`.
    static var available: Bool {
        PostgresCluster.unavailable == nil && Tmux.isAvailable && SSHKey.clientAvailable
    }

    /// Why not, for the skip message.
    static var unavailableReason: String {
        PostgresCluster.unavailable ?? "tmux and the OpenSSH client (ssh, ssh-keygen) drive these"
    }

    /// A new customer `name` with a key of their own, connected to host `number` (1-based) and
    /// on Home.
    func customer(_ name: String, on number: Int) throws -> ShopCustomer {
        let customer = try ShopCustomer(name, scratch: scratch, knownHosts: knownHosts)
        customers.append(customer)
        try customer.connect(to: host(number))
        return customer
    }

    /// A customer `name` whose ssh client is started on host `number` without waiting for
    /// Home (for many at once; `ShopCustomer.waitForHome` then waits).
    func customerStarting(_ name: String, on number: Int) throws -> ShopCustomer {
        let customer = try ShopCustomer(name, scratch: scratch, knownHosts: knownHosts)
        customers.append(customer)
        try customer.start(on: host(number))
        return customer
    }

    /// Host `number`, counting from 1.
    func host(_ number: Int) -> ShopServerProcess { hosts[number - 1] }

    /// What psql prints for `sql` in the shop's database (unaligned, tuples only, trimmed).
    func query(_ sql: String) throws -> String {
        try cluster.psql(Self.database, sql).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `sql`'s single number.
    func number(_ sql: String) throws -> Int {
        let text = try query(sql)
        guard let value = Int(text) else { throw E2EFailure("\(sql) gave “\(text)”") }
        return value
    }

    /// The numbers of the orders placed by the customer with `fingerprint`.
    func orders(of fingerprint: String) throws -> [String] {
        try query(
            "SELECT number FROM placedOrder WHERE customer = '\(fingerprint)' ORDER BY id"
        ).split(separator: "\n").map(String.init)
    }

    /// Units of `product` ordered, all editions together.
    func unitsOrdered(_ product: String) throws -> Int {
        try number("SELECT coalesce(sum(units), 0) FROM unitsOrdered WHERE product = '\(product)'")
    }

    /// Waits until `condition` holds for `sql`'s output; fails with the last output.
    @discardableResult
    func waitForQuery(
        _ sql: String, _ what: String, timeout: Duration = .seconds(30),
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = try query(sql)
            if condition(text) { return text }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure(
                    "timed out after \(timeout) waiting for \(what); \(sql) gives “\(text)”")
            }
            usleep(50_000)
        }
    }

    /// Ends the customers, the hosts and the cluster. Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        for customer in customers { customer.session.close() }
        for host in hosts where host.isRunning { _ = try? host.stop(SIGKILL) }
        cluster.stop()
    }
}

/// A customer of a `ShopHosts` shop: a key of their own and a tmux pane running `ssh`.
final class ShopCustomer {
    /// The customer's name, which names their key.
    let name: String
    let key: SSHKey
    let session: TmuxSession

    private let knownHosts: String

    init(_ name: String, scratch: ScratchDirectory, knownHosts: String) throws {
        self.name = name
        self.knownHosts = knownHosts
        key = try SSHKey(name, in: scratch)
        session = try TmuxSession()
    }

    /// The key's `SHA256:…` fingerprint: the customer as the shop knows them.
    var fingerprint: String { key.fingerprint }

    /// Starts `ssh` to `host` in the pane (replacing what ran there) without waiting. The
    /// host's key is checked strictly against the shop's one key (ssh keeps the first value
    /// given for an option, so these go before the tests' defaults).
    func start(on host: ShopServerProcess) throws {
        try session.connect(
            [
                "ssh", "-tt", "-o", "HostKeyAlias=\(ShopHosts.alias)", "-o",
                "StrictHostKeyChecking=yes", "-o", "UserKnownHostsFile=\(knownHosts)",
                "-i", key.path, "-p", "\(host.port)",
            ] + SSHKey.commonOptions + ["x@127.0.0.1"])
    }

    /// Connects to `host` and waits for Home.
    func connect(to host: ShopServerProcess) throws {
        try start(on: host)
        try waitForHome()
    }

    /// Waits for Home with the fixture catalog's first category highlighted.
    func waitForHome() throws {
        try session.waitForHome(highlighting: "Tea Room")
    }

    /// Quits with q and waits for ssh to end with status 0.
    func leave() throws {
        try session.sendKeys("q")
        let ending = try session.waitForExit(timeout: .seconds(60))
        guard ending == .exited(0) else {
            throw E2EFailure("\(name)'s ssh ended \(ending)", screen: try session.screen())
        }
    }
}
