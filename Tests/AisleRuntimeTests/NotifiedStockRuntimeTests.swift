import AisleApp
import Dispatch
import ShopStorePostgres
import Storefront
import Synchronization
import TerminalUI
import TestSupport
import Testing
import UserData

@testable import AisleRuntime

/// A session on PostgreSQL is told of another host's order (`NOTIFY`) and shows the stock it
/// took without a key pressed: the run loop sleeps until the database's word wakes it.
@Suite(
    .timeLimit(.minutes(10)),
    .disabled(
        if: PostgresCluster.unavailable != nil,
        Comment(rawValue: "no PostgreSQL: \(PostgresCluster.unavailable ?? "")")))
struct NotifiedStockRuntimeTests {
    static let ada = "SHA256:" + String(repeating: "a", count: 43)
    static let bob = "SHA256:" + String(repeating: "b", count: 43)

    @Test func anotherHostsOrderChangesTheShownStockWithNoKeyPressed() throws {
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try cluster.createDatabase("shop")
        let location = try PostgresLocation(url: cluster.url("shop"), environment: [:])
        let scratch = try RuntimeScratch()
        // Bob on Sencha Green's page (10 in stock), his session's data on PostgreSQL.
        var startup = try scratch.startup(.link([.product(id: "t-1")]), customer: Self.bob)
        let stock = try #require(startup.persistence.userData?.store.stock)
        let session = try PostgresShopStore.open(
            location, customer: Self.bob, maximumConnections: 2)
        defer { session.close() }
        let (snapshot, cursor) = try session.load(catalog: scratch.catalogKey, stock: stock)
        startup.persistence.userData = UserDataSync(
            store: UserDataStore(
                database: session, catalog: scratch.catalogKey, cursor: cursor, stock: stock),
            snapshot: snapshot)
        // Another host, with a pool of its own: Ada's 3 Sencha, ordered once Bob's page shows.
        let host = try PostgresShopStore.open(location, customer: Self.ada, maximumConnections: 2)
        defer { host.close() }
        try host.commit(
            UserDataBatch(
                catalog: scratch.catalogKey, cartChanges: [.adjust("t-1", by: 3, price: nil)]))
        let cart = try host.load(catalog: scratch.catalogKey, stock: stock).0.cart
        var request = try #require(
            OrderRequest.make(
                key: "k-ada", cart: cart, catalog: startup.state.catalog,
                address: Fixtures.address, payment: .invoice))
        request.stock = ["t-1": 10]
        let order = request
        let key = scratch.catalogKey
        let placedAt = Mutex<DispatchTime?>(nil)
        let terminal = WaitingTerminal(within: 30) { frame, count in
            if count == 1 {
                DispatchQueue.global().async {
                    _ = try? host.place(
                        order, catalog: key, placedAt: "2026-05-01T08:00:00Z",
                        stock: stock, number: { "A-1" })
                    placedAt.withLock { $0 = .now() }
                }
            }
            return frame.contains { $0.contains("7 in stock") }
        }
        var loop = RunLoop(startup: startup, terminal: terminal)
        _ = loop.run()
        #expect(terminal.frames.first?.contains { $0.contains("10 in stock") } == true)
        let shown = try #require(terminal.doneAt, "the page never showed 7 in stock")
        #expect(loop.state.catalog.product("t-1")?.stock == 7)
        if let placed = placedAt.withLock({ $0 }) {
            let milliseconds = Double(shown.uptimeNanoseconds - placed.uptimeNanoseconds) / 1e6
            print("notify to redraw: \(milliseconds) ms after the other host's order returned")
        }
    }
}

/// A terminal that waits in real time for the run loop's wake signal (at most until its own
/// deadline, then hangs up) and never types a key: `isDone` says from a frame's rows when the
/// test has seen what it waited for (the loop then hangs up).
final class WaitingTerminal: Terminal {
    let size = Size(columns: 80, rows: 24)
    private(set) var frames: [[String]] = []
    /// When the frame `isDone` accepted was drawn.
    private(set) var doneAt: DispatchTime?
    private let woken = DispatchSemaphore(value: 0)
    private let deadline: DispatchTime
    private let isDone: (_ rows: [String], _ count: Int) -> Bool

    init(within seconds: Double, isDone: @escaping (_ rows: [String], _ count: Int) -> Bool) {
        deadline = .now() + seconds
        self.isDone = isDone
    }

    func draw(_ canvas: Canvas) {
        frames.append(canvas.lines)
        if doneAt == nil, isDone(canvas.lines, frames.count) { doneAt = .now() }
    }

    func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        if doneAt != nil || DispatchTime.now() >= deadline { return .hangup }
        guard timeoutMilliseconds != 0 else { return nil }
        let until =
            timeoutMilliseconds < 0
            ? deadline : min(deadline, .now() + .milliseconds(timeoutMilliseconds))
        _ = woken.wait(timeout: until)
        return nil
    }

    var wakeSignal: WakeSignal? { WakeSignal { [woken] in woken.signal() } }
    func copyToClipboard(_ text: String) {}
    func repaint() {}
}
