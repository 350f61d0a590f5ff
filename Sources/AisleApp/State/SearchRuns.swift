import Storefront

/// The searches run off the screen's thread in a large catalog (`Catalog.searchesTakeTime`):
/// the one under way, if any, and the last ones finished, whose answers the store keeps, so
/// that drawing them is quick. Never saved.
public struct SearchRuns: Hashable, Sendable {
    /// How many finished searches are remembered (the store keeps as many lists' pages).
    static let rememberedFinished = 8

    /// The list being worked out, from its `Effect.runSearch` until its answer (or until the
    /// screen stops showing it: `Effect.cancelSearch`).
    public internal(set) var running: ProductListing? {
        didSet { if running != oldValue { firstPage = nil } }
    }
    /// The running list, once its first page is ready (`searchFirstPage`): listed meanwhile.
    public internal(set) var firstPage: ProductListing?
    /// The lists worked out, the latest last.
    public internal(set) var finished: [ProductListing] = []

    /// Whether `list` is being worked out with nothing to show yet ("Searching…").
    public func isRunning(_ list: ProductListing) -> Bool { running == list && firstPage != list }

    /// Whether `list` is being worked out and its first page is listed meanwhile.
    public func isListingFirstPage(_ list: ProductListing) -> Bool {
        running == list && firstPage == list
    }

    /// `list` worked out: no longer running, remembered as finished.
    mutating func finish(_ list: ProductListing) {
        if running == list { running = nil }
        finished.removeAll { $0 == list }
        finished.append(list)
        if finished.count > Self.rememberedFinished { finished.removeFirst() }
    }
}

extension AppState {
    /// The search list on display, if the screen is search results in a catalog whose
    /// searches take time.
    var slowSearchOnScreen: ProductListing? {
        guard catalog.searchesTakeTime, case .search(let query) = screen else { return nil }
        let position = self.position
        return ProductListing(
            .search(SearchQuery(query)), order: position.order, filter: .filter(position.filter))
    }

    /// Whether the screen shows search results still being worked out, none yet.
    var isSearching: Bool {
        slowSearchOnScreen.map(searches.isRunning) ?? false
    }

    /// Whether the screen lists the first page of a search still being worked out.
    var isListingFirstPage: Bool {
        slowSearchOnScreen.map(searches.isListingFirstPage) ?? false
    }
}
