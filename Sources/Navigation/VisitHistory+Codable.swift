/// Saved as `{"entries":[[…],[…]],"at":1}`: each entry a path as `RoutePath` saves one. An
/// entry is read like a saved path (cut at a route only a newer build knows); anything of the
/// wrong shape throws. Bounds and repeats are applied as `init(entries:index:)` does.
extension VisitHistory: Codable where Route: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([SavedPath<Route>].self, forKey: .entries)
        let at = try container.decode(Int.self, forKey: .at)
        self.init(entries: entries.map(\.routes), index: at)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(index, forKey: .at)
    }

    private enum CodingKeys: String, CodingKey { case entries, at }
}
