import Foundation

/// Reads the saved path out of `navigation.json` independently of the app's own decoder, as
/// link-like strings: `category/coffee`, `product/p-003`, `search/matcha`, `cart`.
enum SavedNavigation {
    /// The saved path, or nil when the bytes are not a navigation document with a path.
    static func path(in bytes: [UInt8]) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
            let document = object as? [String: Any],
            let routes = document["path"] as? [[String: Any]]
        else { return nil }
        return routes.map { route in
            route.map { name, fields in
                let values = (fields as? [String: Any])?.values.map { "\($0)" } ?? []
                return ([name] + values.sorted()).joined(separator: "/")
            }.sorted().joined(separator: "+")
        }
    }

    /// The path saved in `file`, or nil when there is none.
    static func path(inFile file: String) -> [String]? {
        ScratchDirectory.contents(of: file).flatMap(path(in:))
    }
}
