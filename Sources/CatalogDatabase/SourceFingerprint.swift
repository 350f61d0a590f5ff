#if canImport(Glibc)
    import Glibc
#endif

/// What identifies one version of a catalog file without reading it: device, inode, size,
/// modification and change times. Any write changes the change time (which no user can set
/// back), so a cache tagged with the fingerprint it was built from is stale as soon as the file
/// changes, and checking costs one `stat`, whatever the catalog's size.
enum SourceFingerprint {
    /// The fingerprint of the file at `path` (links followed), nil when it cannot be read.
    static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [
            UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
            UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec),
            UInt64(info.st_ctim.tv_sec), UInt64(info.st_ctim.tv_nsec),
        ].map { String($0) }.joined(separator: ":")
    }

    /// A short name for the cache of the catalog `key`: 16 hex digits of its FNV-1a hash.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return "catalog-" + String(repeating: "0", count: 16 - digits.count) + digits + ".sqlite"
    }
}
