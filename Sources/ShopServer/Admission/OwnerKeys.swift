/// The keys `--owners FILE` names, in authorized_keys form (`[options] TYPE BASE64 [comment]`
/// a line; `#` comments and blank lines skipped; options are ignored): a connection
/// authenticated with one of them gets the owner's desk, every other key the storefront. Read
/// at start and again on SIGHUP. The choice is made from the authenticated key alone — nothing
/// the client sends (environment, command, user name) takes part in it.
struct OwnerKeys: Equatable, Sendable {
    /// A line that holds no public key.
    struct BadLine: Error, Equatable {
        let number: Int
        let text: String
    }

    /// The owners' fingerprints (`SHA256:…`).
    private(set) var fingerprints: Set<String> = []

    /// Who a session is for.
    enum Role: Equatable, Sendable {
        /// The storefront, as this key's customer.
        case customer
        /// The owner's desk.
        case owner
    }

    /// No owners: every key is a customer.
    init() {}

    /// Reads `text` (the file's contents); throws the first line that holds no key.
    init(parsing text: String) throws(BadLine) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            // The key is the first TYPE BASE64 pair whose blob is a key of that type; what is
            // before it (options) may hold spaces inside quotes, and is never the key.
            let found = words.indices.dropLast().lazy.compactMap { at -> String? in
                guard Self.isKeyType(words[at]) else { return nil }
                return KeyFingerprint.of(base64Blob: String(words[at + 1]))
            }.first
            guard let fingerprint = found else {
                throw BadLine(number: index + 1, text: String(raw.prefix(80)))
            }
            fingerprints.insert(fingerprint)
        }
    }

    /// The role of a connection authenticated with the key of `fingerprint`.
    func role(of fingerprint: String) -> Role {
        fingerprints.contains(fingerprint) ? .owner : .customer
    }

    /// `ssh-ed25519`, `ecdsa-sha2-nistp256`, `sk-…@openssh.com`, `ssh-rsa`, certificates.
    private static func isKeyType(_ word: Substring) -> Bool {
        (word.hasPrefix("ssh-") || word.hasPrefix("ecdsa-") || word.hasPrefix("sk-"))
            && word.count <= 64
    }
}
