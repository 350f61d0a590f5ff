import Navigation
import StateFiles
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The saved navigation session, as it sits in `navigation.json`: the path and the list
/// position of each screen on it. Never cart contents, never card data.
///
/// `{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"coffee"}}],
///   "screens":[{"route":null,"selected":3,"top":0}, …]}`
public struct SessionDocument: Equatable, Sendable {
    /// What this build writes and reads.
    public static let header = ArchiveHeader(format: "aisle.navigation", version: 1)

    /// The routes, bottom first.
    public var path: [Route]
    /// List positions by screen (`nil` route is Home).
    public var screens: [ScreenPosition]
    /// What was typed into checkout; card details are never part of it.
    public var checkout: CheckoutDraft?
    /// Set when decoding stopped at a route this build does not know: its index in `path`.
    public var unknownRouteIndex: Int?
    /// How many routes the file held, including any this build could not read.
    public var totalRoutes: Int

    /// One screen's list position.
    public struct ScreenPosition: Codable, Equatable, Sendable {
        /// The screen; `nil` is Home.
        public var route: Route?
        /// The highlighted row.
        public var selected: Int
        /// The first visible row.
        public var top: Int

        /// A position record.
        public init(route: Route?, selected: Int, top: Int) {
            self.route = route
            self.selected = selected
            self.top = top
        }
    }

    /// A document for `path` and `screens`.
    public init(
        path: [Route], screens: [ScreenPosition], checkout: CheckoutDraft? = nil,
        unknownRouteIndex: Int? = nil, totalRoutes: Int? = nil
    ) {
        self.path = path
        self.screens = screens
        self.checkout = checkout
        self.unknownRouteIndex = unknownRouteIndex
        self.totalRoutes = totalRoutes ?? path.count
    }

    /// The saved form: pretty-printed with sorted keys, so it reads well and is byte-stable.
    public func encoded() -> [UInt8] {
        let file = File(
            format: Self.header.format, version: Self.header.version, path: path,
            screens: screens, checkout: checkout)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding routes, strings and integers cannot fail; an empty document is the safe
        // answer if it ever did.
        return (try? Array(encoder.encode(file))) ?? []
    }

    private struct File: Encodable {
        var format: String
        var version: Int
        var path: [Route]
        var screens: [ScreenPosition]
        var checkout: CheckoutDraft?
    }
}
