/// What a client's environment requests said of its character set: `LC_ALL`, `LC_CTYPE` and
/// `LANG` (OpenSSH's default `SendEnv LANG LC_*`), each kept only when it is a plain locale
/// name. Which one counts follows POSIX: `LC_ALL`, then `LC_CTYPE`, then `LANG`, an empty one
/// counting as unset.
struct ClientLocale: Equatable {
    private var values: [String: String] = [:]

    /// The variables that say how the terminal encodes text.
    static let names = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// Takes one `env` request; true when it was one of `names` with a plain value (the rest of
    /// the client's environment is refused and stays out).
    mutating func take(name: String, value: String) -> Bool {
        guard Self.names.contains(name), value.isEmpty || Self.isPlain(value) else { return false }
        values[name] = value
        return true
    }

    /// The locale that decides the terminal's encoding, or nil when the client sent none.
    var effective: String? {
        Self.names.lazy.compactMap { values[$0] }.first { !$0.isEmpty }
    }

    /// Locale names: letters, digits and `_.-@`, at most 64 characters (`en_GB.UTF-8`,
    /// `sr_RS@latin`, `C`).
    static func isPlain(_ value: String) -> Bool {
        !value.isEmpty && value.count <= 64
            && value.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "_.-@".unicodeScalars.contains($0)
            }
    }
}
