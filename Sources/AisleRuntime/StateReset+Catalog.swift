import AisleApp
import StateFiles
import Storefront

extension StateReset {
    /// `aisle reset --catalog FILE`: catalog `key`'s session, and with `includingCart` its
    /// cart lines; every other catalog's session and lines stay as they are.
    public static func reset(
        _ locations: Persistence.Locations, catalog key: String, untaggedOwner: String,
        includingCart: Bool, writer: AtomicFileWriter = AtomicFileWriter()
    ) -> [(path: String, outcome: Outcome)] {
        let session = rewrite(
            locations.session, reading: SessionDocument.read, writer: writer
        ) { document in
            let document = document.adopting(untaggedAs: untaggedOwner)
            guard let rest = document.removingSession(ofCatalog: key) else { return .keep }
            guard let bytes = rest?.encoded() else { return rest == nil ? .remove : .keep }
            return .replace(bytes)
        }
        var outcomes = [(locations.session, session)]
        guard includingCart else { return outcomes }
        let cart = rewrite(locations.cart, reading: CartDocument.read, writer: writer) { cart in
            let (open, others) = cart.adopting(untaggedAs: untaggedOwner).split(forCatalog: key)
            guard !open.isEmpty else { return .keep }
            guard !others.isEmpty, let bytes = CartDocument.encode(Cart(lines: others)) else {
                return others.isEmpty ? .remove : .keep
            }
            return .replace(bytes)
        }
        outcomes.append((locations.cart, cart))
        outcomes.append(emptyDatabaseCart(locations, catalog: key, writer: writer))
        return outcomes
    }

    /// What to do with a file once the catalog's part is taken out.
    private enum Change {
        /// Nothing of the catalog's is there (or the rest could not be encoded): leave it.
        case keep
        /// Nothing else was in it: remove it.
        case remove
        /// Replace it with the rest.
        case replace([UInt8])
    }

    /// Rewrites the file at `path` as `change` says. A file that is not ours to rewrite is
    /// left alone.
    private static func rewrite<Body>(
        _ path: String, reading: ([UInt8]) -> ArchiveReading<Body>, writer: AtomicFileWriter,
        change: (Body) -> Change
    ) -> Outcome {
        if let problem = untrusted(path, writer: writer) { return .untrusted(path: path, problem) }
        var file = StateFile<Body>(path: path, title: "")
        let verdict = file.read(using: reading, writer: writer, damaged: .leaveInPlace)
        switch verdict {
        case .absent:
            return .absent
        case .ours(let body):
            let bytes: [UInt8]
            switch change(body) {
            case .keep: return .absent
            case .remove: return reset(path, reading: reading, writer: writer)
            case .replace(let replacement): bytes = replacement
            }
            do throws(FileSystemError) {
                _ = try writer.write(bytes, to: path)
                return .rewritten
            } catch {
                return .failed(error)
            }
        case .unreadable(let error):
            return .leftAlone("\(error.message); left alone")
        case .foreign(let format):
            return .leftAlone("\(path) is not an Aisle file (\(format)); left alone")
        case .newer(let version):
            return .leftAlone("\(path) comes from a newer Aisle (version \(version)); left alone")
        case .setAside(let reason, _), .damaged(let reason, _):
            return .leftAlone("\(path) is damaged (\(reason)); left alone")
        case .unanswered(let message):
            // Files are always answered; this is the shop database's verdict.
            return .leftAlone("\(message); left alone")
        }
    }
}
