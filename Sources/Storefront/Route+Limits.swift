extension Route {
    /// The longest search query, in Unicode scalars: far more than anyone types, and small
    /// enough that a whole saved path of such searches stays a few hundred kilobytes (see
    /// `SessionDocument`'s size bound). The search prompt stops at it; a link or a saved file
    /// with a longer query has it cut.
    public static let maximumQueryLength = 256

    /// This route with its search query cut to `maximumQueryLength`; other routes unchanged.
    public var bounded: Route {
        guard case .search(let query) = self,
            query.unicodeScalars.count > Self.maximumQueryLength
        else { return self }
        return .search(query: Self.prefix(of: query, scalars: Self.maximumQueryLength))
    }

    /// The longest prefix of `text` that ends on a Character boundary and holds at most
    /// `scalars` Unicode scalars, so that a cut never splits "é" or a flag.
    public static func prefix(of text: String, scalars limit: Int) -> String {
        var kept = 0
        var end = text.startIndex
        for index in text.indices {
            let size = text[index].unicodeScalars.count
            guard kept + size <= limit else { break }
            kept += size
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
