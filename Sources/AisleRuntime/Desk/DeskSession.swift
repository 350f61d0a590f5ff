import Navigation
import StateFiles
import Storefront
import UserData

/// The desk's saved path, `desk.json` beside the storefront's `navigation.json` (a served
/// owner's under `owners/<key>/`): `{"format": "aisle.desk", "version": 1, "path": […],
/// "filter": "placed"}`. Read by the load protocol (`StateFile`); a route of a newer build
/// truncates the path there; every route is checked against the orders before it is restored.
public struct DeskSession: Equatable, Sendable {
    /// The screens above the root, bottom first.
    public var path: [DeskRoute]
    /// The status filter.
    public var filter: OrderStatus?
    /// Where a newer build's route stood in the file, if one did.
    public var unknownRouteIndex: Int?
    /// How many routes the file held, readable or not.
    public var totalRoutes: Int

    static let header = ArchiveHeader(format: "aisle.desk", version: 1)
    /// The file's name in the state directory.
    public static let fileName = "desk.json"

    /// A session of `path` and `filter`.
    public init(path: [DeskRoute] = [], filter: OrderStatus? = nil) {
        self.path = path
        self.filter = filter
        totalRoutes = path.count
    }

    /// The session of `state`.
    public init(_ state: DeskState) {
        self.init(path: state.path.routes, filter: state.filter)
    }

    /// Reads a `desk.json`.
    public static func read(_ bytes: [UInt8]) -> ArchiveReading<DeskSession> {
        switch ArchiveReading<Body>.read(bytes, expecting: header) {
        case .document(let body):
            var session = DeskSession(
                path: Array(body.path.routes.prefix(RoutePath<DeskRoute>.defaultMaxDepth)),
                filter: body.filter)
            session.unknownRouteIndex = body.path.firstUnknown
            session.totalRoutes = max(session.path.count, body.path.totalCount)
            return .document(session)
        case .foreign(let format): return .foreign(format: format)
        case .newer(let version): return .newer(version: version)
        case .corrupt(let reason): return .corrupt(reason: reason)
        }
    }

    /// The file's bytes.
    public func encoded() -> [UInt8]? {
        ArchiveEnvelope.encode(Saved(path: path, filter: filter), header: Self.header)
    }

    private struct Body: Decodable, Sendable {
        var path: SavedPath<DeskRoute>
        var filter: OrderStatus?
    }

    private struct Saved: Encodable {
        var path: [DeskRoute]
        var filter: OrderStatus?
    }

    /// This session restored over `orders`: front to back, the first route whose order or
    /// customer is not in the shop (or that the desk cannot show) is dropped with everything
    /// above it, and the notice says what was restored and why the rest was not.
    public func restored(over orders: [ShopOrder], hasCatalog: Bool) -> (
        routes: [DeskRoute], notice: String?
    ) {
        var kept: [DeskRoute] = []
        var reason: String?
        for route in path {
            switch route {
            case .order(let number) where !orders.contains(where: { $0.order.id == number }):
                reason = "order \(number.rawValue) is not in the shop's database"
            case .customer(let id) where !orders.contains(where: { $0.customer == id }):
                reason = "customer \(ShopOrderListing.short(id)) has no orders"
            case .lowStock where !hasCatalog:
                reason = "low stock needs the catalog (--catalog FILE)"
            default:
                kept.append(route)
                continue
            }
            break
        }
        if reason == nil, unknownRouteIndex != nil { reason = "a newer Aisle saved the rest" }
        guard let reason else { return (kept, nil) }
        return (kept, "Restored \(kept.count) of \(totalRoutes) desk screens: \(reason)")
    }
}
