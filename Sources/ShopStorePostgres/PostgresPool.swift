import Dispatch
import PostgresNIO
import Synchronization

/// One connection pool and the thread its work runs on, shared by the stores `serving` makes;
/// the pool runs (`PostgresClient.run`, once) from its start until it is lost or closed.
///
/// A pool whose server stopped answering is ended (`lost`), and the next call makes one
/// connection of its own first (`client()`): refused at once while the server is away (the
/// call fails as not answering, in milliseconds rather than after a wait), and a new pool
/// once it is back. postgres-nio's own pool would reconnect too, but only after its backoff,
/// which grows to a minute, and it queues every request meanwhile.
final class PostgresPool: Sendable {
    let bridge = BlockingBridge()
    private let location: PostgresLocation
    private let configuration: PostgresClient.Configuration
    private let state = Mutex(State())

    private struct State {
        var client: PostgresClient?
        var running: Task<Void, Never>?
        var closed = false
        var probes = 0
        /// The last look (`reach`), kept a second so that waiting calls share one.
        var lastLook: (at: DispatchTime, gone: Bool)?
        /// Whether a look is under way: calls waiting meanwhile do not make one of their own.
        var looking = false
        /// Tasks that run as long as the pool is open (a listener, `watchChanges`).
        var kept: [Task<Void, Never>] = []
    }

    /// How long one connection attempt may take (`connectTimeout` of every connection).
    static let connectTimeout: Int64 = 3

    /// A pool for `location`, not yet started: the first call connects once on its own, so
    /// that a server away at start is told at once.
    init(_ location: PostgresLocation, configuration: PostgresClient.Configuration) {
        self.location = location
        self.configuration = configuration
    }

    /// The pool to run a call on; nil when the server is not answering (a lost pool is
    /// replaced only once a connection of its own could be made).
    func client() -> PostgresClient? {
        if let client = state.withLock({ $0.closed ? nil : $0.client }) { return client }
        guard !state.withLock({ $0.closed }), reach() == .connected else { return nil }
        return state.withLock { $0.client } ?? start()
    }

    /// The pool running now, without connecting: nil while the server is away (a session's
    /// next call makes the new one). For tasks on the pool's own thread, which must not wait
    /// on it as `client()` may.
    func currentClient() -> PostgresClient? { state.withLock { $0.closed ? nil : $0.client } }

    /// The most connections a pool opens.
    var connections: Int { configuration.options.maximumConnections }

    /// Keeps `task` until `close()`, which cancels it (at once when the pool is closed already).
    func keep(_ task: Task<Void, Never>) {
        let closed = state.withLock { state in
            if !state.closed { state.kept.append(task) }
            return state.closed
        }
        if closed { task.cancel() }
    }

    /// Notes that a call on `client` found the server not answering: that pool is ended (its
    /// waiting requests fail) and the next call connects afresh.
    func lost(_ client: PostgresClient) {
        let running = state.withLock { state -> Task<Void, Never>? in
            guard state.client === client else { return nil }
            let running = state.running
            state.client = nil
            state.running = nil
            return running
        }
        running?.cancel()
    }

    /// Ends the pool for good: connections close, later calls fail as not answering.
    func close() {
        let (running, kept) = state.withLock { state in
            state.closed = true
            state.client = nil
            return (state.running, state.kept)
        }
        for task in kept { task.cancel() }
        running?.cancel()
    }

    /// Starts a new pool (unless one was started meanwhile, or the pool is closed). The pool
    /// and its running task are stored together, so that a `lost` at any moment ends both.
    @discardableResult
    private func start() -> PostgresClient? {
        let client = PostgresClient(configuration: configuration)
        let bridge = bridge
        return state.withLock { state in
            guard !state.closed else { return nil }
            if let current = state.client { return current }
            state.client = client
            state.running = bridge.start { await client.run() }
            return client
        }
    }

    /// What one fresh connection found.
    enum Reach: Equatable {
        /// It was made (and closed again at once).
        case connected
        /// Nothing is there: the connection was refused, the socket is missing, or the server
        /// said it is shutting down (57P0x, class 08).
        case gone
        /// No answer within `connectTimeout`, or another refusal (too many connections, say):
        /// a server that may well be there, only busy.
        case unsure
    }

    /// Whether the server seems gone, by a fresh connection (`reach`). Calls share looks: the
    /// last one counts for a second, and while one is under way the others take the server
    /// for there (a busy server at its connection limit gets one probe, not one a call).
    func seemsGone() -> Bool {
        let now = DispatchTime.now()
        let shared = state.withLock { state -> Bool? in
            if let last = state.lastLook, now < last.at + .seconds(1) { return last.gone }
            if state.looking { return false }
            state.looking = true
            return nil
        }
        if let shared { return shared }
        defer { state.withLock { $0.looking = false } }
        return reach() == .gone
    }

    /// Makes one connection of its own, closes it again at once, and says what it found.
    func reach() -> Reach {
        let id = state.withLock { state in
            state.probes += 1
            return state.probes
        }
        guard let configuration = try? Self.connection(location) else { return .gone }
        let found = bridge.wait(timeout: Double(Self.connectTimeout) + 1) { () async -> Reach in
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: id,
                    logger: Logger(label: "aisle.postgres.probe"))
                try? await connection.close()
                return .connected
            } catch let error as PSQLError {
                if let state = error.serverInfo?[.sqlState] {
                    return state.hasPrefix("57P") || state.hasPrefix("08") ? .gone : .unsure
                }
                if case .connectTimeout? = error.underlying as? ChannelError { return .unsure }
                return .gone
            } catch {
                return .gone
            }
        }
        let reach = found ?? .unsure
        // Whatever asked, this is the latest word on the server (a pool started after a look
        // that found it gone must not leave that look standing).
        state.withLock { $0.lastLook = (DispatchTime.now(), reach == .gone) }
        return reach
    }

    /// One connection's configuration for `location`, as the pool's (`PostgresShopStore
    /// .configuration`) connects.
    private static func connection(_ location: PostgresLocation) throws
        -> PostgresConnection.Configuration
    {
        var configuration: PostgresConnection.Configuration
        if location.isSocket {
            configuration = .init(
                unixSocketPath: location.socketPath, username: location.user,
                password: location.password, database: location.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            if let context = PostgresShopStore.tlsConfiguration(location.tls) {
                let ssl = try NIOSSLContext(configuration: context)
                tls = location.tls == .prefer ? .prefer(ssl) : .require(ssl)
            } else {
                tls = .disable
            }
            configuration = .init(
                host: location.host, port: location.port, username: location.user,
                password: location.password, database: location.database, tls: tls)
        }
        configuration.options.connectTimeout = .seconds(connectTimeout)
        return configuration
    }
}
