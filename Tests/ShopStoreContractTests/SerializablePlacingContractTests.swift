import ShopStorePostgres
import TestSupport
import Testing

/// The placing promises on PostgreSQL with SERIALIZABLE instead of the row locks `aisle` uses
/// (`PlacingIsolation.serializable`, measured against them by `make bench-shop`): the same
/// answers, or the comparison would be of two different shops.
@Suite(
    .timeLimit(.minutes(10)), .postgresCluster,
    .disabled(
        if: PostgresCluster.unavailable != nil,
        Comment(rawValue: "no PostgreSQL: \(PostgresCluster.unavailable ?? "")")))
struct SerializablePlacingContractTests {
    @Test func anOrderIsPlacedOncePerKey() throws {
        try ShopStoreContract.placedOncePerKey(try .postgres(.serializable))
    }
    @Test func anOrderSentAtOnceBySeveralSessionsIsPlacedOnce() throws {
        try ShopStoreContract.placedOnceWhenSentAtOnce(try .postgres(.serializable))
    }
    @Test func aChangedCartIsRefused() throws {
        try ShopStoreContract.refusedWhenTheCartChanged(try .postgres(.serializable))
    }
    @Test func anOrderBeyondTheStockIsRefused() throws {
        try ShopStoreContract.refusedWhenTheStockRanOut(try .postgres(.serializable))
    }
    @Test func racingCustomersNeverOversell() throws {
        try ShopStoreContract.neverOversoldWhenRacing(try .postgres(.serializable))
    }
    @Test func cancellingRestocks() throws {
        try ShopStoreContract.cancellingRestocks(try .postgres(.serializable))
    }
}
