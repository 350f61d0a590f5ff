import Dispatch
import PostgresNIO
import Synchronization
import UserData
import _ConnectionPoolModule

/// How a transaction sees the others.
enum TransactionMode: String, Sendable {
    /// Every write: as if run alone, or failed with 40001 and run again.
    case serializable = "ISOLATION LEVEL SERIALIZABLE"
    /// Reads: one snapshot.
    case snapshot = "ISOLATION LEVEL REPEATABLE READ READ ONLY"
    /// Resolving an unconfirmed order: waits for the lock the lost transaction held, then
    /// reads what was committed.
    case latest = "ISOLATION LEVEL READ COMMITTED"
}

extension PostgresShopStore {
    /// How many transactions were run again because the server could not serialize them,
    /// since the process started (the figure `make bench-shop` prints).
    public static var retries: Int { retryCount.load(ordering: .relaxed) }

    private static let retryCount = Atomic<Int>(0)

    /// Runs `body` in one transaction of `mode` and commits it; a transaction the server could
    /// not serialize (40001, a deadlock 40P01, or the order key taken at the same moment,
    /// 23505) is run again, at most `maximumAttempts` times. `ordering` says the transaction
    /// places an order: a connection lost, or no answer, once COMMIT was sent is `.unconfirmed`
    /// (the key tells later), never a refusal; before COMMIT it is `.notAnswering`, and
    /// nothing was placed. No answer in time (`answered`), or a connection lost, is
    /// `.notAnswering`, and the pool is started afresh (`PostgresPool.lost`). `notifying` is
    /// told to every host at the commit (`ShopChange`; a notification is sent with the commit
    /// or not at all).
    func transaction<T: Sendable>(
        _ mode: TransactionMode, ordering: Bool = false, notifying change: ShopChange? = nil,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) throws(UserDataError) -> T {
        let path = path
        guard let client = pool.client() else { throw .notAnswering(path: path) }
        let progress = TransactionProgress()
        let answer = Answer<Result<T, UserDataError>>()
        let done = DispatchSemaphore(value: 0)
        let task = bridge.start {
            let result = await Self.attempt(
                mode, ordering: ordering, path: path, client: client, progress: progress,
                { connection in
                    let value = try await body(connection)
                    if let change {
                        try await connection.run(
                            "SELECT pg_notify(\(ShopChange.channel), \(change.payload))")
                    }
                    return value
                })
            answer.value.withLock { $0 = result }
            done.signal()
        }
        if !answered(done, progress: progress) {
            let phase = progress.abandon()
            // An answer that came after all is what happened.
            if answer.value.withLock({ $0 }) == nil {
                task.cancel()
                pool.lost(client)
                throw ordering && phase == .committing
                    ? .unconfirmed(path: path, code: UserDataError.connectionLostAtCommit)
                    : .notAnswering(path: path)
            }
        }
        guard let outcome = answer.value.withLock({ $0 }) else { throw .notAnswering(path: path) }
        if case .failure(.notAnswering) = outcome { pool.lost(client) }
        if case .failure(.unconfirmed) = outcome { pool.lost(client) }
        return try outcome.get()
    }

    /// Waits for a transaction's answer (`done`): whether it came. A server shut down under a
    /// leased connection can leave its query unanswered until the time limit (measured: all
    /// 20 s), so a call still waiting after `lookAfter` asks whether the server is there at
    /// all (`PostgresPool.seemsGone`) and gives up at once when it is not — the customer's
    /// notice comes in about a second, not twenty. A server that may be there, only busy,
    /// keeps the full waits: `leaseTimeout` for a connection, twice `answerTimeout` on one.
    private func answered(_ done: DispatchSemaphore, progress: TransactionProgress) -> Bool {
        let start = DispatchTime.now()
        if done.wait(timeout: start + Self.lookAfter) == .success { return true }
        if pool.seemsGone() { return done.wait(timeout: .now()) == .success }
        if done.wait(timeout: start + Self.leaseTimeout) == .success { return true }
        guard progress.connected else { return false }
        return done.wait(timeout: start + Self.answerTimeout * 2) == .success
    }

    /// How long a call waits for a connection of the pool before it says the database is not
    /// answering (a connection is made within `PostgresPool.connectTimeout`, or the server is
    /// away: the pool would wait for it, backing off, for a minute).
    static let leaseTimeout = Double(PostgresPool.connectTimeout) + 2

    /// How long a call waits before it asks whether the server is there at all.
    static let lookAfter = 1.0

    private static func attempt<T: Sendable>(
        _ mode: TransactionMode, ordering: Bool, path: String, client: PostgresClient,
        progress: TransactionProgress,
        _ body: @Sendable (PostgresConnection) async throws -> T
    ) async -> Result<T, UserDataError> {
        var attempt = 1
        while true {
            var committing = false
            do {
                let value = try await client.withConnection { connection in
                    progress.connect()
                    try await connection.query(
                        PostgresQuery(unsafeSQL: "BEGIN \(mode.rawValue)"),
                        logger: connection.logger)
                    do {
                        let value = try await body(connection)
                        // A caller that stopped waiting has been told it did not happen.
                        guard progress.mayCommit() else { throw CancellationError() }
                        committing = true
                        try await connection.query("COMMIT", logger: connection.logger)
                        return value
                    } catch {
                        if !committing {
                            _ = try? await connection.query(
                                "ROLLBACK", logger: connection.logger)
                        }
                        throw error
                    }
                }
                return .success(value)
            } catch {
                let state = (error as? PSQLError)?.serverInfo?[.sqlState]
                if let state, ["40001", "40P01", "23505"].contains(state),
                    attempt < maximumAttempts, progress.retry()
                {
                    // A short random wait, longer each time, so racing hosts do not collide
                    // again in step.
                    let wait = UInt64.random(in: 1...UInt64(2_000_000 * attempt))
                    try? await Task.sleep(nanoseconds: wait)
                    retryCount.add(1, ordering: .relaxed)
                    attempt += 1
                    continue
                }
                let failure = UserDataError(postgres: error, path: path)
                // A connection lost at COMMIT, or a server that said it is shutting down (57P01
                // can follow a commit it made): only the key can tell whether it happened.
                if ordering, committing, state == nil || failure == .notAnswering(path: path) {
                    return .failure(
                        .unconfirmed(path: path, code: UserDataError.connectionLostAtCommit))
                }
                return .failure(failure)
            }
        }
    }

    /// Runs `body` on one snapshot.
    func read<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) throws(UserDataError) -> T {
        try transaction(.snapshot, body)
    }
}

extension UserDataError {
    /// Classifies a failure of postgres-nio: the server's refusal by its SQLSTATE; a lost or
    /// refused connection as not answering; our own errors as they are.
    init(postgres error: any Error, path: String) {
        if let error = error as? UserDataError {
            self = error
        } else if let error = error as? PSQLError {
            // A server going down says so before it closes the connection (57P01 "terminating
            // connection due to administrator command", 57P02, 57P03; class 08, connection
            // exceptions): that is the server not answering, not a refusal of this write.
            if let state = error.serverInfo?[.sqlState], !state.hasPrefix("57P"),
                !state.hasPrefix("08")
            {
                self = .server(
                    path: path, state: state, text: error.serverInfo?[.message] ?? "")
            } else {
                self = .notAnswering(path: path)
            }
        } else if error is CancellationError || error is ConnectionPoolError {
            // The pool ended under the call (`PostgresPool.lost` after another call found the
            // server away) or gave up connecting: the next call starts a pool afresh.
            self = .notAnswering(path: path)
        } else {
            self = .unexpected(path: path, description: String(describing: error))
        }
    }
}

extension PostgresConnection {
    /// The rows `query` answers with, all read.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await self.query(query, logger: logger).collect()
    }

    /// Runs `query` for its effect.
    func run(_ query: PostgresQuery) async throws {
        try await self.query(query, logger: logger)
    }
}
