import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What a served customer (`--customer`) reads instead of the server's own paths: a notice such
/// as "your cart changes were not saved in /srv/aisle/data/aisle/aisle.sqlite (disk full)"
/// reaches them as "… not saved in the shop's files (disk full)", and the line as it was goes to
/// the system log (tag `aisle`; `journalctl -u aisle-serve` under the service unit) for the
/// owner. A customer has no files on the server, so every absolute path in such a line is one.
public enum ServedText {
    /// What a path becomes.
    public static let replacement = "the shop's files"

    /// What the address of the shop's database server (`postgres://…`) becomes.
    public static let serverReplacement = "the shop's database"

    /// `text` with every absolute path (a `/` starting a word, followed by more than itself)
    /// replaced, and every database server's URL; a trailing `.`, `:` or `,` stays outside.
    public static func hidingPaths(_ text: String) -> String {
        hidingFiles(hidingServers(text))
    }

    /// `text` with every `postgres://` or `postgresql://` URL replaced: "the shop's database
    /// postgres://aisle@db:5432/shop is not answering" reads "the shop's database is not
    /// answering".
    private static func hidingServers(_ text: String) -> String {
        guard text.contains("postgres") else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.hasPrefix("postgres://") || word.hasPrefix("postgresql://") else {
                return String(word)
            }
            var url = word
            while let last = url.last, ".:,)".contains(last) { url = url.dropLast() }
            return serverReplacement + word.dropFirst(url.count)
        }
        let twice = serverReplacement + " " + serverReplacement
        return words.joined(separator: " ").replacing(twice, with: serverReplacement)
    }

    private static func hidingFiles(_ text: String) -> String {
        var out = ""
        var scalars = Substring(text).unicodeScalars[...]
        var previous: Unicode.Scalar?
        while let scalar = scalars.first {
            let startsWord = previous.map { starters.contains($0) } ?? true
            if scalar == "/", startsWord {
                var path = scalars.prefix { !enders.contains($0) && !$0.properties.isWhitespace }
                while let last = path.last, ".:,".unicodeScalars.contains(last) {
                    path = path.dropLast()
                }
                if path.count > 1 {
                    out += replacement
                    scalars = scalars.dropFirst(path.count)
                    previous = path.last
                    continue
                }
            }
            out.unicodeScalars.append(scalar)
            previous = scalar
            scalars = scalars.dropFirst()
        }
        return out
    }

    /// `hidingPaths(text)`, telling the system log the original when it differed (each
    /// distinct line once).
    public static func forCustomer(_ text: String) -> String {
        let hidden = hidingPaths(text)
        if hidden != text { reportToOwner(text) }
        return hidden
    }

    private static let starters = Set(" \t(\"'[=".unicodeScalars)
    private static let enders = Set(")\"';]".unicodeScalars)
    private static let reported = Mutex(Set<String>())

    private static func reportToOwner(_ text: String) {
        let first = reported.withLock { seen in
            guard seen.count < 200 else { return false }
            return seen.insert(text).inserted
        }
        guard first else { return }
        text.withCString { line in
            withVaList([line]) { arguments in
                vsyslog(LOG_USER | LOG_WARNING, "served customer's notice: %s", arguments)
            }
        }
    }
}
