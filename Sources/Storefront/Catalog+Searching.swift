extension Catalog {
    /// Whether a search may take longer than a frame here: the app runs it off the screen's
    /// thread and shows "Searching…" meanwhile (`CatalogStore.searchesTakeTime`).
    public var searchesTakeTime: Bool { store.searchesTakeTime }

    /// Works out what a search screen showing `list` reads, so that drawing it is quick: the
    /// list itself and the query's unfiltered results in relevance order (the heading's count,
    /// "did you mean"). Returns how many products the query finds unfiltered. Throws
    /// `SearchCancellation.Cancelled` once `cancellation` is cancelled, or the store's failure.
    public func prepareSearch(_ list: ProductListing, cancellation: SearchCancellation) throws
        -> Int
    {
        guard case .search(let query) = list.source else { return try store.count(of: list) }
        let plain = ProductListing.search(query)
        try store.prepare(plain, cancellation: cancellation)
        if list != plain { try store.prepare(list, cancellation: cancellation) }
        try cancellation.check()
        return try store.count(of: plain)
    }

    /// Works out a first page of `list` at once when the whole list takes longer (a broad
    /// query's best results, which the whole list begins with): how many, or nil when the
    /// store has none to show early (`CatalogStore.prepareFirstPage`).
    public func prepareSearchFirstPage(_ list: ProductListing, cancellation: SearchCancellation)
        throws -> Int?
    {
        try store.prepareFirstPage(list, cancellation: cancellation)
    }
}
