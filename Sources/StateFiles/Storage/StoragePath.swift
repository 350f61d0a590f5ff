/// The one place Aisle takes paths apart and puts them together: which directory a file lives
/// in, joining a name onto a directory, and the names of the temporary and lock files beside a
/// file. (swift-system's `FilePath` would do the first three, at the price of a package to build
/// for thirty lines of string work.)
public enum StoragePath {
    /// The directory part: `"/a/b.json"` → `"/a"`, `"/b.json"` → `"/"`, `"b.json"` → `"."`.
    public static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return trimmingTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component: `"/a/b.json"` → `"b.json"`.
    public static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `directory` + `/` + `name`, without doubling the slash after `/`.
    public static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The start of every temporary file name for `name`: `.navigation.json.tmp-`.
    static func temporaryPrefix(for name: String) -> String { ".\(name).tmp-" }

    /// A fresh temporary name: `.navigation.json.tmp-<pid>-<random hex>`.
    static func temporaryName(for name: String, processID: Int32, random: UInt32) -> String {
        temporaryPrefix(for: name) + "\(processID)-" + String(random, radix: 16)
    }

    /// Whether `candidate` is exactly a name `temporaryName(for: name, …)` could have made.
    static func isTemporaryName(_ candidate: String, for name: String) -> Bool {
        let prefix = temporaryPrefix(for: name)
        guard candidate.hasPrefix(prefix) else { return false }
        let parts = candidate.dropFirst(prefix.count)
            .split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy { "0123456789".contains($0) }
            && parts[1].allSatisfy { "0123456789abcdef".contains($0) }
    }

    /// The advisory lock file for `name`: `.navigation.json.lock`.
    static func lockName(for name: String) -> String { ".\(name).lock" }

    /// `"/a/"` → `"/a"`, but `"/"` stays `"/"`.
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
