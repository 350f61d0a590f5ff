import AisleRuntime
import ShopStorePostgres
import StateFiles
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The served customers' saved screens, as `aisle shop move` copies them: each
/// `customers/SHA256-…/navigation.json` under the shop's state directory (where `aisle serve`
/// keeps them) becomes that customer's saved path in PostgreSQL, byte for byte (judged when
/// read, as the file is), unless the customer has one there already.
enum SavedPathsMove {
    /// The most of a file that is read, and of a row looked at: a session file's cap.
    static let sizeLimit = StateFile<[UInt8]>.sizeLimit

    /// A customer's file: their key's fingerprint and the file's path.
    struct File: Equatable {
        var fingerprint: String
        var path: String
    }

    /// The customers' files in `state` (`$XDG_STATE_HOME/aisle`), by directory name; a
    /// directory whose name is no fingerprint's is left alone. Nil when the customers'
    /// directory is there but cannot be read: that is not "no saved screens".
    static func files(in state: String) -> [File]? {
        let customers = StoragePath.join(state, "customers")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: customers)
        } catch {
            // No directory: no customer has saved a screen here.
            return FileManager.default.fileExists(atPath: customers) ? nil : []
        }
        return names.sorted().compactMap { name in
            guard let fingerprint = fingerprint(ofDirectory: name) else { return nil }
            let path = StoragePath.join(StoragePath.join(customers, name), "navigation.json")
            return FileManager.default.fileExists(atPath: path)
                ? File(fingerprint: fingerprint, path: path) : nil
        }
    }

    /// The fingerprint whose directory is `name` (`CustomerDirectory.name` undone), or nil.
    static func fingerprint(ofDirectory name: String) -> String? {
        guard name.hasPrefix("SHA256-") else { return nil }
        let body = name.dropFirst("SHA256-".count).map { character -> Character in
            switch character {
            case "-": "+"
            case "_": "/"
            default: character
            }
        }
        let fingerprint = "SHA256:" + String(body)
        return CustomerDirectory.name(for: fingerprint) == name ? fingerprint : nil
    }

    /// Copies each of `files` into `store` where its customer has no saved path yet; returns
    /// what was copied and what was there, and the lines saying which files could not be read
    /// (left as they are).
    static func copy(_ files: [File], to store: PostgresShopStore) throws(UserDataError)
        -> (count: ShopMoveTally.Count, unreadable: [String])
    {
        var count = ShopMoveTally.Count()
        var unreadable: [String] = []
        let reader = SafeFileReader()
        for file in files {
            let bytes: [UInt8]
            do throws(FileReadError) {
                guard let read = try reader.read(file.path, limit: sizeLimit) else {
                    continue
                }
                bytes = read
            } catch {
                unreadable.append(error.message)
                continue
            }
            let customer = store.serving(file.fingerprint)
            guard try customer.savedPath(limit: sizeLimit) == nil else {
                count.add(false)
                continue
            }
            // Only where there is none: a host may have saved one since the check.
            try customer.saveSavedPath(limit: sizeLimit) { $0 == nil ? bytes : nil }
            count.add(true)
        }
        return (count, unreadable)
    }
}
