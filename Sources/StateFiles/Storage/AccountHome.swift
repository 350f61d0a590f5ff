import Glibc

/// The home directory of the user Aisle runs as, from the password database: what stands in
/// for an unset `HOME` (as the shell and OpenSSH do).
public enum AccountHome {
    /// The `pw_dir` of `geteuid()`'s entry, or nil when there is no entry or it names no
    /// absolute directory.
    public static func current() -> String? { home(of: geteuid()) }

    /// The `pw_dir` of `user`'s entry (`getpwuid_r`, which is safe from any thread).
    public static func home(of user: uid_t) -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var size = 1024
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            let code = getpwuid_r(user, &entry, &buffer, size, &result)
            if code == ERANGE {
                size *= 4
                continue
            }
            guard code == 0, result != nil, let directory = entry.pw_dir else { return nil }
            let home = String(cString: directory)
            return home.hasPrefix("/") ? home : nil
        }
        return nil
    }
}
