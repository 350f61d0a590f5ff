import AisleRuntime
import ShopServer
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shop's database behind `aisle serve --on-order`: `OrderNoticeFeed` (AisleRuntime) in
/// the shape ShopServer asks for, so neither module knows the other.
struct OnOrderFeed: OrderFeed {
    private let feed: OrderNoticeFeed?
    private let problem: String?

    /// The feed of the database every session of this environment uses: `server` when the
    /// shop's data is on one, else `$XDG_DATA_HOME/aisle/aisle.sqlite`; orders from now on.
    init(environment: [String: String], server: ShopStoreOpener? = nil) {
        if let server {
            feed = OrderNoticeFeed(server: server, startedAt: Timestamp.iso8601(Date()))
            problem = nil
            return
        }
        do throws(ShopDatabase.Problem) {
            let path = try ShopDatabase.path(dataDirectory: nil, environment: environment)
            feed = OrderNoticeFeed(path: path, startedAt: Timestamp.iso8601(Date()))
            problem = nil
        } catch {
            feed = nil
            problem = error.message
        }
    }

    var source: String { feed?.path ?? "(no database: \(problem ?? ""))" }

    func pending() throws(OrderFeedFailure) -> [OrderAnnouncement] {
        guard let feed else { throw OrderFeedFailure(problem ?? "no database") }
        do throws(UserDataError) {
            return try feed.pending().map {
                OrderAnnouncement(row: $0.row, number: $0.number, document: $0.document)
            }
        } catch {
            throw OrderFeedFailure(error.message)
        }
    }

    func announced(row: Int64, outcome: String) throws(OrderFeedFailure) {
        do throws(UserDataError) {
            try feed?.announced(row: row, outcome: outcome)
        } catch {
            throw OrderFeedFailure(error.message)
        }
    }
}
