import Testing
import UserData
import _ConnectionPoolModule

@testable import ShopStorePostgres

/// How a failure of postgres-nio reaches a customer: everything that means "no connection now"
/// is `.notAnswering` (a notice, the cart kept, tried again), never `.unexpected` (which ends
/// saving for the session).
@Suite(.timeLimit(.minutes(10)))
struct PostgresFailureTests {
    @Test(arguments: [
        ConnectionPoolError.poolShutdown, .requestCancelled,
        .connectionCreationCircuitBreakerTripped,
    ])
    func thePoolGivingNoConnectionIsTheServerNotAnswering(_ error: ConnectionPoolError) {
        // poolShutdown: a call that took the pool just before another call found the server
        // away and ended it (`PostgresPool.lost`) — it was once "an unexpected error".
        #expect(UserDataError(postgres: error, path: "db") == .notAnswering(path: "db"))
    }

    @Test func aCancelledCallIsNotAnswering() {
        #expect(
            UserDataError(postgres: CancellationError(), path: "db") == .notAnswering(path: "db"))
    }

    @Test func anErrorOfOurOwnIsKeptAsItIs() {
        let refusal = UserDataError.readOnly(path: "db")
        #expect(UserDataError(postgres: refusal, path: "other") == refusal)
    }

    @Test func anythingElseIsUnexpectedAndNamed() {
        struct Odd: Error {}
        guard
            case .unexpected(path: "db", let description) = UserDataError(
                postgres: Odd(), path: "db")
        else {
            Issue.record("not unexpected")
            return
        }
        #expect(description.contains("Odd"))
    }

    /// A pool whose server is nowhere: a socket directory that does not exist.
    static func nowhere() throws -> PostgresPool {
        let location = try PostgresLocation(
            url: "postgres://aisle@%2Fnonexistent%2Faisle-no-server/shop", environment: [:])
        return PostgresPool(location, configuration: PostgresShopStore.configuration(location, 2))
    }

    @Test func aServerThatIsNotThereIsGoneNotMerelyBusy() throws {
        let pool = try Self.nowhere()
        defer { pool.close() }
        #expect(pool.reach() == .gone)
        #expect(pool.seemsGone())
        #expect(pool.client() == nil, "no pool is started for a server that is not there")
    }

    @Test func aTaskKeptAfterTheCloseIsCancelledAtOnce() throws {
        let pool = try Self.nowhere()
        pool.close()
        let task = Task<Void, Never> { _ = try? await Task.sleep(nanoseconds: 60_000_000_000) }
        pool.keep(task)
        #expect(task.isCancelled)
    }
}

/// Who decides whether COMMIT is sent: the task running the transaction, or the thread that
/// stopped waiting for it — never both, and never a transaction run again once its caller
/// was told what became of it.
@Suite(.timeLimit(.minutes(10)))
struct TransactionProgressTests {
    @Test func aWaiterThatGaveUpBeforeCommitStopsTheCommit() {
        let progress = TransactionProgress()
        progress.connect()
        #expect(progress.abandon() == .running)
        #expect(!progress.mayCommit(), "rolled back instead")
        #expect(!progress.retry())
    }

    @Test func aWaiterThatGaveUpAfterCommitWasSentStopsARetry() {
        let progress = TransactionProgress()
        progress.connect()
        #expect(progress.mayCommit())
        #expect(progress.abandon() == .committing, "told: unconfirmed")
        // The server then refuses that COMMIT (40001): it must not be run again, unseen.
        #expect(!progress.retry())
        #expect(!progress.mayCommit())
    }

    @Test func aRetryBeforeAnyWaiterGaveUpRunsAgain() {
        let progress = TransactionProgress()
        #expect(!progress.connected)
        progress.connect()
        #expect(progress.mayCommit())
        #expect(progress.retry())
        #expect(progress.connected)
        #expect(progress.mayCommit())
    }
}
