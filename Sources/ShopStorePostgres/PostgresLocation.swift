/// Where the shop's PostgreSQL database is, read from a URL as libpq reads one:
/// `postgres://user[:password]@host[:port]/database[?sslmode=…&host=/socket/dir]`. A host that
/// starts with "/" (percent-encoded in the host part, or given as `?host=`) is the directory
/// of the server's Unix socket. The password comes from the URL, else `PGPASSWORD`, else the
/// password file (`PGPASSFILE`, or `~/.pgpass`), as libpq takes it.
public struct PostgresLocation: Sendable, Equatable {
    /// How TLS is asked for (`sslmode`).
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Never.
        case disable
        /// Used when the server offers it (libpq's `allow` and `prefer`, the default).
        case prefer
        /// Required, the certificate not checked.
        case require
        /// Required, the certificate checked against the system's roots, not its name.
        case verifyCA = "verify-ca"
        /// Required, the certificate and the host's name checked.
        case verifyFull = "verify-full"
    }

    /// The server's host name or address, or the directory of its Unix socket.
    public var host: String
    /// Its TCP port, which also names the socket file (`.s.PGSQL.PORT`).
    public var port: Int
    /// The role to connect as.
    public var user: String
    /// Its password, if one was found.
    public var password: String?
    /// The database.
    public var database: String
    /// How TLS is asked for.
    public var tls: TLSMode

    /// Whether `host` is a socket directory.
    public var isSocket: Bool { host.hasPrefix("/") }

    /// The socket file, for a socket directory.
    public var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

    /// The location for messages: the URL without its password.
    public var description: String {
        let place = isSocket ? "[\(host)]" : host
        return "postgres://\(user)@\(place):\(port)/\(database)"
    }

    /// Whether `text` is meant as a PostgreSQL URL rather than a file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads `url`; `environment` gives `PGPASSWORD`, `PGPASSFILE`, `HOME` and the default
    /// user; `readFile` reads the password file (nil when it cannot be read or is open to
    /// others, as libpq ignores such a file).
    public init(
        url: String, environment: [String: String],
        readFile: (String) -> String? = PasswordFile.read
    ) throws(PostgresLocationError) {
        guard let schemeEnd = url.firstRange(of: "://"), Self.isURL(url) else {
            throw .notAURL(url)
        }
        var rest = Substring(url[schemeEnd.upperBound...])
        var query: [String: String] = [:]
        if let mark = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw .badParameter(String(pair)) }
                query[try Self.decode(parts[0])] = try Self.decode(parts[1])
            }
            rest = rest[..<mark]
        }
        var authority = rest
        var path = Substring("")
        if let slash = rest.firstIndex(of: "/") {
            authority = rest[..<slash]
            path = rest[rest.index(after: slash)...]
        }
        var user: String?
        var password: String?
        if let at = authority.lastIndex(of: "@") {
            let credentials = authority[..<at]
            authority = authority[authority.index(after: at)...]
            if let colon = credentials.firstIndex(of: ":") {
                user = try Self.decode(credentials[..<colon])
                password = try Self.decode(credentials[credentials.index(after: colon)...])
            } else {
                user = try Self.decode(credentials)
            }
        }
        var host = ""
        var port = 5432
        if authority.hasPrefix("[") {
            // An IPv6 address: [::1]:5432.
            guard let close = authority.firstIndex(of: "]") else {
                throw .badHost(String(authority))
            }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { port = try Self.port(after.dropFirst()) }
        } else if let colon = authority.lastIndex(of: ":") {
            host = try Self.decode(authority[..<colon])
            port = try Self.port(authority[authority.index(after: colon)...])
        } else {
            host = try Self.decode(authority)
        }
        if let given = query["host"] { host = given }
        if let given = query["port"] { port = try Self.port(Substring(given)) }
        if let given = query["user"] { user = given }
        if let given = query["password"] { password = given }
        // Debian's libpq looks in /var/run/postgresql when no host is named.
        self.host = host.isEmpty ? "/var/run/postgresql" : host
        self.port = port
        self.user = user ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        let named = try Self.decode(path)
        database = query["dbname"] ?? (named.isEmpty ? self.user : named)
        let mode = query["sslmode"] ?? environment["PGSSLMODE"] ?? "prefer"
        switch mode {
        case "allow", "prefer": tls = .prefer
        default:
            guard let known = TLSMode(rawValue: mode) else { throw .badSSLMode(mode) }
            tls = known
        }
        self.password =
            password ?? environment["PGPASSWORD"]
            ?? PasswordFile.lookup(
                in: readFile(
                    environment["PGPASSFILE"] ?? "\(environment["HOME"] ?? "")/.pgpass"),
                host: self.host, port: port, database: database, user: self.user)
    }

    private static func port(_ text: Substring) throws(PostgresLocationError) -> Int {
        guard let port = Int(text), (1...65535).contains(port) else {
            throw .badPort(String(text))
        }
        return port
    }

    /// `text` with its `%XX` escapes decoded.
    static func decode(_ text: Substring) throws(PostgresLocationError) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { throw .badEscape(String(text)) }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a database URL was not taken.
public enum PostgresLocationError: Error, Equatable, Sendable {
    /// It does not start with postgres:// or postgresql://.
    case notAURL(String)
    /// A `?name=value` part without a value.
    case badParameter(String)
    /// A port that is not a number from 1 to 65535.
    case badPort(String)
    /// A host in brackets without its closing bracket.
    case badHost(String)
    /// A `%` not followed by two hexadecimal digits.
    case badEscape(String)
    /// An `sslmode` libpq does not know.
    case badSSLMode(String)

    /// One line: what, and what a good one looks like.
    public var message: String {
        let example = "postgres://USER@HOST:PORT/DATABASE"
        return switch self {
        case .notAURL: "the database must be a URL such as \(example)"
        case .badParameter(let part): "\"\(part)\" in the database URL is not NAME=VALUE"
        case .badPort(let port): "\"\(port)\" in the database URL is not a port (1-65535)"
        case .badHost(let host): "\"\(host)\" in the database URL is not a host"
        case .badEscape(let text): "\"\(text)\" in the database URL has a bad %-escape"
        case .badSSLMode(let mode):
            "sslmode \"\(mode)\" is not one of disable, allow, prefer, require, verify-ca, "
                + "verify-full"
        }
    }
}
