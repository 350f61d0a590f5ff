#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An unencrypted ed25519 key in OpenSSH's private key format (`-----BEGIN OPENSSH PRIVATE
/// KEY-----`, PROTOCOL.key in OpenSSH's sources), the format `ssh-keygen` writes and reads: the
/// host key file is one, so `ssh-keygen -lf host_ed25519.key` shows its fingerprint. Only what
/// this server writes is read back (one ed25519 key, cipher and KDF "none").
enum OpenSSHPrivateKey {
    static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    static let end = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1".utf8) + [0]
    private static let keyType = "ssh-ed25519"

    /// The file's text for the key with `seed` (32 bytes) and `publicKey` (32 bytes);
    /// `checkWord` is the random check number OpenSSH repeats twice inside.
    static func encode(
        seed: [UInt8], publicKey: [UInt8], comment: String, checkWord: UInt32
    ) -> String {
        var publicBlob: [UInt8] = []
        appendString(Array(keyType.utf8), to: &publicBlob)
        appendString(publicKey, to: &publicBlob)
        var secret: [UInt8] = []
        appendWord(checkWord, to: &secret)
        appendWord(checkWord, to: &secret)
        appendString(Array(keyType.utf8), to: &secret)
        appendString(publicKey, to: &secret)
        appendString(seed + publicKey, to: &secret)
        appendString(Array(comment.utf8), to: &secret)
        var pad: UInt8 = 1
        while secret.count % 8 != 0 {
            secret.append(pad)
            pad += 1
        }
        var body = magic
        appendString(Array("none".utf8), to: &body)
        appendString(Array("none".utf8), to: &body)
        appendString([], to: &body)
        appendWord(1, to: &body)
        appendString(publicBlob, to: &body)
        appendString(secret, to: &body)
        let text = Data(body).base64EncodedString()
        var lines = [begin]
        var rest = Substring(text)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(70)))
            rest = rest.dropFirst(70)
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The 32-byte seed of the key in `text`, or why it is not one this server can use.
    static func decodeSeed(_ text: String) -> Result<[UInt8], Problem> {
        // Each line with its spaces (and a Windows line end) made plain.
        let lines = text.split(whereSeparator: \.isNewline).map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        guard lines.first == begin, lines.last == end,
            let body = Data(base64Encoded: lines.dropFirst().dropLast().joined())
        else { return .failure(.notOpenSSH) }
        var reader = Reader(bytes: Array(body))
        guard reader.take(magic.count) == magic else { return .failure(.notOpenSSH) }
        guard let cipher = reader.string(), let kdf = reader.string(), reader.string() != nil,
            let count = reader.word(), reader.string() != nil, let secret = reader.string()
        else { return .failure(.damaged) }
        guard cipher == Array("none".utf8), kdf == Array("none".utf8) else {
            return .failure(.encrypted)
        }
        guard count == 1 else { return .failure(.damaged) }
        var inner = Reader(bytes: secret)
        guard let first = inner.word(), let second = inner.word(), first == second,
            let type = inner.string(), reader.isAtEnd
        else { return .failure(.damaged) }
        guard type == Array(keyType.utf8) else { return .failure(.notEd25519) }
        guard let publicKey = inner.string(), let both = inner.string(), both.count == 64,
            publicKey.count == 32, Array(both.suffix(32)) == publicKey
        else { return .failure(.damaged) }
        return .success(Array(both.prefix(32)))
    }

    /// Why a file is not a key this server can use.
    enum Problem: Error, Equatable {
        case notOpenSSH, encrypted, notEd25519, damaged

        /// Words for the owner's one line.
        var reason: String {
            switch self {
            case .notOpenSSH: "it is not an OpenSSH private key"
            case .encrypted: "it is protected by a passphrase"
            case .notEd25519: "it is not an ed25519 key"
            case .damaged: "it is damaged"
            }
        }
    }

    private static func appendWord(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
            UInt8(value & 0xFF),
        ]
    }

    private static func appendString(_ value: [UInt8], to bytes: inout [UInt8]) {
        appendWord(UInt32(value.count), to: &bytes)
        bytes += value
    }

    /// Reads SSH wire values (RFC 4251 §5) without ever reading past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }

        mutating func word() -> UInt32? {
            take(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
        }

        mutating func string() -> [UInt8]? {
            word().flatMap { take(Int($0)) }
        }
    }
}
