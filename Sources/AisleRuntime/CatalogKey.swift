import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which catalog a session and cart lines belong to, as saved in the state files: `bundled`
/// for the catalog Aisle ships with, wherever it is installed (so an upgrade or a move keeps
/// the session), and for any other catalog file its absolute path with every symbolic link
/// resolved (so `shop.json`, `./shop.json` and a link to it are one catalog). The bundled
/// file named by path (`--catalog`) is the bundled catalog too.
public enum CatalogKey {
    /// The key of the bundled catalog.
    public static let bundled = "bundled"

    /// Who owns a session or cart lines that name no catalog (written before Aisle kept them
    /// per catalog): the catalog an older Aisle would have opened — `AISLE_CATALOG`, else the
    /// bundled one — never one named by `--catalog` for a single run, so that such a run cannot
    /// take over (and prune) the usual cart and session.
    public static func ownerOfUntagged(environment: [String: String], bundledPath: String?)
        -> String
    {
        guard let named = environment["AISLE_CATALOG"], !named.isEmpty else { return bundled }
        return of(path: named, bundledPath: bundledPath)
    }

    /// The key of the catalog file at `path`; `bundledPath` is where the bundled one is.
    public static func of(path: String, bundledPath: String?) -> String {
        let resolved = self.resolved(path)
        if let bundledPath, self.resolved(bundledPath) == resolved { return bundled }
        return resolved
    }

    /// `path` absolute and with its symbolic links resolved; for a file that cannot be
    /// resolved (missing), the path made absolute as it is.
    static func resolved(_ path: String) -> String {
        if let pointer = realpath(path, nil) {
            defer { free(pointer) }
            return String(cString: pointer)
        }
        let absolute =
            path.hasPrefix("/")
            ? path : StoragePath.join(FileManager.default.currentDirectoryPath, path)
        return normalized(absolute)
    }

    /// An absolute `path` without `.`, `..` or repeated slashes, so `./gone.json` and
    /// `gone.json` name one catalog even once the file is gone.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
