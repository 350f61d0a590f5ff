/// What `aisle serve-keys %t %k` prints for OpenSSH's `AuthorizedKeysCommand`: one
/// authorized_keys line admitting the offered key, restricted to a terminal and forced to run
/// Aisle as that key's customer. sshd still checks the signature; this only says "any key".
public enum AuthorizedKeyLine {
    /// The line for a key of `type` with base64 blob `key`, running `command` (an absolute
    /// path) with `arguments` before `--customer`; nil when `type` or `key` is not a plain key
    /// token (nothing from sshd's arguments may reach the options unchecked).
    public static func line(
        type: String, key: String, command: String, arguments: [String] = []
    ) -> String? {
        guard isToken(type), !key.isEmpty, key.allSatisfy(isBase64),
            let fingerprint = KeyFingerprint.of(base64Blob: key),
            let quoted = quote([command] + arguments + ["--customer", fingerprint])
        else { return nil }
        return "restrict,pty,command=\"\(quoted)\" \(type) \(key)"
    }

    /// Key type names: `ssh-ed25519`, `ecdsa-sha2-nistp256`, `sk-ssh-ed25519@openssh.com`, ….
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-.@".unicodeScalars.contains($0)
            }
    }

    private static func isBase64(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "+/=".contains(character))
    }

    /// The words as one shell command for inside `command="…"`: each single-quoted, and no
    /// word may hold a double quote, a backslash or a control character (they would end or
    /// bend the option).
    private static func quote(_ words: [String]) -> String? {
        var quoted: [String] = []
        for word in words {
            guard
                !word.unicodeScalars.contains(where: {
                    $0 == "\"" || $0 == "\\" || $0 == "'" || $0.value < 0x20 || $0.value == 0x7F
                })
            else { return nil }
            let plain = word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_./:+=@".unicodeScalars.contains($0)
            }
            quoted.append(plain ? word : "'\(word)'")
        }
        return quoted.joined(separator: " ")
    }
}
