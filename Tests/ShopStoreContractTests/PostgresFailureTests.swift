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
}
