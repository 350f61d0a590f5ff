/// Where a served customer's saved screens live: `customers/<name>/navigation.json` under the
/// server's `$XDG_STATE_HOME/aisle`, the name made from the key's fingerprint.
public enum CustomerDirectory {
    /// The directory name for a fingerprint `SHA256:<43 base64 characters>` (as `ssh-keygen -lf`
    /// prints it), or nil for anything else. Base64's `+` and `/` become `-` and `_` (the URL-safe
    /// alphabet, which keeps names distinct) and the `:` a `-`: `SHA256-Ab_c…`.
    public static func name(for fingerprint: String) -> String? {
        let prefix = "SHA256:"
        guard fingerprint.hasPrefix(prefix) else { return nil }
        let body = fingerprint.dropFirst(prefix.count)
        guard body.count == 43 else { return nil }
        var name = "SHA256-"
        for character in body {
            switch character {
            case "+": name.append("-")
            case "/": name.append("_")
            case _ where character.isASCII && (character.isLetter || character.isNumber):
                name.append(character)
            default: return nil
            }
        }
        return name
    }

    /// `customers/<name>` relative to the state directory, for a valid fingerprint.
    public static func relativePath(for fingerprint: String) -> String? {
        name(for: fingerprint).map { "customers/" + $0 }
    }
}
