#if canImport(Glibc)
    import Glibc
#endif

extension UserDatabase {
    /// Moves a damaged database (with its `-wal` and `-shm` files, which SQLite needs to read
    /// it) to `<path>.corrupt-<stamp>`, so a fresh one can start; returns the kept path.
    public static func setAside(path: String, stamp: String) throws(UserDataError) -> String {
        let kept = "\(path).corrupt-\(stamp)"
        guard rename(path, kept) == 0 else {
            throw .file(path: path, errno: errno)
        }
        for suffix in ["-wal", "-shm"] {
            // Absent is normal; a failure leaves a stray file that SQLite ignores without its
            // database.
            _ = rename(path + suffix, kept + suffix)
        }
        return kept
    }
}
