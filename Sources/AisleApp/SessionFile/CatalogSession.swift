import Navigation
import StateFiles
import Storefront

/// Another catalog's session, kept in `navigation.json` beside the top-level one:
/// `{"catalog":"/home/ada/shop.json","path":[…],"screens":[…],"checkout":{…}}`. It is read
/// with the rules of the top-level session (so a damaged one makes the file damaged) and
/// written back exactly as read, screens a newer build added included: it is never checked
/// against the catalog open now, which is not its catalog.
public struct CatalogSession: Codable, Equatable, Sendable {
    /// The catalog's key ("bundled", or the catalog file's resolved path).
    public var catalog: String
    /// Its path, positions and checkout draft (`catalog` set, no `others`).
    public var session: SessionDocument

    /// `session`, as catalog `catalog`'s.
    public init(catalog: String, session: SessionDocument) {
        var session = session
        session.catalog = catalog
        session.others = []
        self.catalog = catalog
        self.session = session
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let catalog = try container.decode(String.self, forKey: .catalog)
        self.init(catalog: catalog, session: try SessionDocument.decoded(from: decoder))
    }

    /// A session read from the file is written back as it was read while it holds what was
    /// read (`SessionDocument.ownFields`): a newer build's screens in it are not this build's
    /// to cut.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(catalog, forKey: .catalog)
        try session.ownFields.encode(to: encoder)
    }

    private enum CodingKeys: String, CodingKey { case catalog }
}
