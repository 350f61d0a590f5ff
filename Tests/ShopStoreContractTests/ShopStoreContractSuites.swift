import TestSupport
import Testing

/// The contract on SQLite, the default engine.
@Suite(.timeLimit(.minutes(10))) struct SQLiteContractTests {
    @Test func anOrderIsPlacedOncePerKey() throws {
        try ShopStoreContract.placedOncePerKey(try .sqlite())
    }
    @Test func anOrderSentAtOnceBySeveralSessionsIsPlacedOnce() throws {
        try ShopStoreContract.placedOnceWhenSentAtOnce(try .sqlite())
    }
    @Test func aChangedCartIsRefused() throws {
        try ShopStoreContract.refusedWhenTheCartChanged(try .sqlite())
    }
    @Test func anUnansweredOrderIsResolvedByItsKey() throws {
        try ShopStoreContract.anUnansweredOrderIsResolvedByItsKey(try .sqlite())
    }
    @Test func anOrderBeyondTheStockIsRefused() throws {
        try ShopStoreContract.refusedWhenTheStockRanOut(try .sqlite())
    }
    @Test func racingCustomersNeverOversell() throws {
        try ShopStoreContract.neverOversoldWhenRacing(try .sqlite())
    }
    @Test func customersSeeOnlyTheirOwnRows() throws {
        try ShopStoreContract.customersAreIsolated(try .sqlite())
    }
    @Test func cancellingRestocks() throws {
        try ShopStoreContract.cancellingRestocks(try .sqlite())
    }
    @Test func aStatusIsChangedOnce() throws {
        try ShopStoreContract.statusIsChangedOnce(try .sqlite())
    }
    @Test func anotherOwnersStatusChangeMovesTheDataVersion() throws {
        try ShopStoreContract.aStatusChangeMovesTheDataVersion(try .sqlite())
    }
    @Test func savedPathsStayInTheStateDirectorysFile() throws {
        try ShopStoreContract.theFileKeepsSavedPaths(try .sqlite())
    }
    @Test func stockIsCarriedToTheContentEditionOnce() throws {
        try ShopStoreContract.stockIsCarriedToTheContentEditionOnce(try .sqlite())
    }
}

/// The same contract on PostgreSQL: a throwaway cluster for the suite, a database per test.
@Suite(
    .timeLimit(.minutes(10)), .postgresCluster,
    .disabled(
        if: PostgresCluster.unavailable != nil,
        Comment(rawValue: "no PostgreSQL: \(PostgresCluster.unavailable ?? "")")))
struct PostgresContractTests {
    @Test func anOrderIsPlacedOncePerKey() throws {
        try ShopStoreContract.placedOncePerKey(try .postgres())
    }
    @Test func anOrderSentAtOnceBySeveralSessionsIsPlacedOnce() throws {
        try ShopStoreContract.placedOnceWhenSentAtOnce(try .postgres())
    }
    @Test func aChangedCartIsRefused() throws {
        try ShopStoreContract.refusedWhenTheCartChanged(try .postgres())
    }
    @Test func anUnansweredOrderIsResolvedByItsKey() throws {
        try ShopStoreContract.anUnansweredOrderIsResolvedByItsKey(try .postgres())
    }
    @Test func anOrderBeyondTheStockIsRefused() throws {
        try ShopStoreContract.refusedWhenTheStockRanOut(try .postgres())
    }
    @Test func racingCustomersNeverOversell() throws {
        try ShopStoreContract.neverOversoldWhenRacing(try .postgres())
    }
    @Test func customersSeeOnlyTheirOwnRows() throws {
        try ShopStoreContract.customersAreIsolated(try .postgres())
    }
    @Test func cancellingRestocks() throws {
        try ShopStoreContract.cancellingRestocks(try .postgres())
    }
    @Test func aStatusIsChangedOnce() throws {
        try ShopStoreContract.statusIsChangedOnce(try .postgres())
    }
    @Test func anotherOwnersStatusChangeMovesTheDataVersion() throws {
        try ShopStoreContract.aStatusChangeMovesTheDataVersion(try .postgres())
    }
    @Test func aSavedPathComesBackThroughAnotherHost() throws {
        try ShopStoreContract.savedPathsRoundTrip(try .postgres())
    }
    @Test func aDamagedSavedPathIsSetAsideNotDeleted() throws {
        try ShopStoreContract.aDamagedSavedPathIsSetAsideNotDeleted(try .postgres())
    }
    @Test func savedPathsAreEachCustomersOwn() throws {
        try ShopStoreContract.savedPathsAreEachCustomersOwn(try .postgres())
    }
    @Test func stockIsCarriedToTheContentEditionOnce() throws {
        try ShopStoreContract.stockIsCarriedToTheContentEditionOnce(try .postgres())
    }
}
