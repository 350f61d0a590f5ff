/// One `navigation.json` holds a session per catalog: the top level is the session of the
/// catalog last used (named in `catalog`), and `others` the sessions of up to
/// `maximumOthers` other catalogs, most recently used first. A file that names no catalog
/// belongs to the catalog an older Aisle opened (see `adopting(untaggedAs:)`).
extension SessionDocument {
    /// This file with a top-level session that names no catalog named as `owner`'s
    /// (`CatalogKey.ownerOfUntagged`).
    public func adopting(untaggedAs owner: String) -> SessionDocument {
        var document = self
        if document.catalog == nil { document.catalog = owner }
        return document
    }

    /// How many other catalogs' sessions are kept; when one more is pushed in, the one used
    /// least recently (the last) is dropped.
    public static let maximumOthers = 8

    /// The session of catalog `key`, if the file holds one.
    public func session(forCatalog key: String) -> SessionDocument? {
        guard catalog == nil || catalog == key else {
            return others.first { $0.catalog == key }?.session
        }
        var session = self
        session.others = []
        return session
    }

    /// This session, as catalog `key`'s, at the top level of a file that keeps every other
    /// catalog's session `previous` held, untouched: the previous top level (if another
    /// catalog's) first, then its `others`, without `key`'s and at most `maximumOthers`.
    public func saved(asCatalog key: String, beside previous: SessionDocument?) -> SessionDocument {
        var document = self
        document.catalog = key
        var kept: [CatalogSession] = []
        if let previous {
            if let owner = previous.catalog, owner != key {
                kept.append(CatalogSession(catalog: owner, session: previous))
            }
            kept += previous.others.filter { $0.catalog != key }
        }
        document.others = Array(kept.prefix(Self.maximumOthers))
        return document
    }
}

extension SessionDocument {
    /// This file without catalog `key`'s session (`aisle reset --catalog`): nil when it holds
    /// none; `.some(nil)` when nothing would be left; else the rest, the most recently used
    /// other catalog's session moving to the top level when `key`'s was there.
    public func removingSession(ofCatalog key: String) -> SessionDocument?? {
        if catalog == nil || catalog == key {
            guard let next = others.first else { return .some(nil) }
            var rest = next.session
            rest.catalog = next.catalog
            rest.others = Array(others.dropFirst())
            return .some(rest)
        }
        guard others.contains(where: { $0.catalog == key }) else { return nil }
        var rest = self
        rest.others.removeAll { $0.catalog == key }
        return .some(rest)
    }
}
