/// The client's SSH version line (`SSH-2.0-OpenSSH_9.2p1 Debian-2`), picked out of the first
/// bytes a connection sends, for the `connect` log line. Bounded: only the first 512 bytes are
/// looked at, and the text is cut to 100 printable ASCII characters.
struct ClientVersion {
    private var seen: [UInt8] = []
    /// The version line, once it has been read; "?" when it never came within the bound.
    private(set) var line: String?

    /// Whether more bytes are still wanted.
    var wantsMore: Bool { line == nil && seen.count < Self.limit }

    static let limit = 512

    /// Takes the next bytes the client sent.
    mutating func take(_ bytes: some Sequence<UInt8>) {
        guard wantsMore else { return }
        for byte in bytes {
            if seen.count >= Self.limit { break }
            seen.append(byte)
            guard byte == UInt8(ascii: "\n") else { continue }
            // RFC 4253 4.2: lines before the version line may be anything but "SSH-".
            let text = Self.printable(seen.dropLast())
            if text.hasPrefix("SSH-") {
                line = text
                return
            }
            seen = []
        }
        if seen.count >= Self.limit { line = "?" }
    }

    private static func printable(_ bytes: some Collection<UInt8>) -> String {
        let kept = bytes.prefix(100).filter { (0x20...0x7E).contains($0) }
        return String(decoding: kept, as: UTF8.self)
    }
}
