#if canImport(Glibc)
    import Glibc
#endif

/// libpq's password file (`~/.pgpass`): lines of `host:port:database:user:password`, `*`
/// matching anything, `\:` and `\\` escaping; the first matching line wins. A file that others
/// may read is ignored, as libpq ignores it.
public enum PasswordFile {
    /// The file's text, or nil when it is not there, not a regular file, larger than 64 KiB,
    /// or readable by the group or others.
    public static func read(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_mode & 0o077 == 0, info.st_size <= 65_536,
            let file = fopen(path, "r")
        else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        let count = fread(&bytes, 1, bytes.count, file)
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    /// The password `text` gives for the connection, if a line matches. A socket connection
    /// matches a line for "localhost", as in libpq.
    public static func lookup(
        in text: String?, host: String, port: Int, database: String, user: String
    ) -> String? {
        guard let text else { return nil }
        let hostName = host.hasPrefix("/") ? "localhost" : host
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = split(line)
            guard fields.count == 5 else { continue }
            let wanted = [hostName, String(port), database, user]
            if zip(fields, wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// A line's fields, split at colons that are not escaped.
    private static func split(_ line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var escaped = false
        for character in line {
            if escaped {
                field.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" && fields.count < 4 {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
