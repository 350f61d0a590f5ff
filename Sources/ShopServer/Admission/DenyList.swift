#if canImport(Glibc)
    import Glibc
#endif

/// The keys and addresses `--deny FILE` turns away: one entry a line, `SHA256:…` key
/// fingerprints (as `ssh-keygen -lf` prints them), addresses (`203.0.113.7`, `2001:db8::1`)
/// and networks (`203.0.113.0/24`, `2001:db8::/32`); `#` starts a comment. Read at start and
/// again on SIGHUP.
struct DenyList: Equatable, Sendable {
    /// A line that is none of those.
    struct BadLine: Error, Equatable {
        let number: Int
        let text: String
    }

    private(set) var fingerprints: Set<String> = []
    private(set) var networks: [Network] = []

    /// An address family's bytes and how many leading bits must match.
    struct Network: Equatable, Sendable {
        let bytes: [UInt8]
        let prefix: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var left = prefix
            for (mine, theirs) in zip(bytes, address) where left > 0 {
                let bits = min(left, 8)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                if mine & mask != theirs & mask { return false }
                left -= bits
            }
            return true
        }
    }

    /// Nothing denied.
    init() {}

    /// Reads `text` (the file's contents); throws the first line that is not an entry.
    init(parsing text: String) throws(BadLine) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map { $0.trimmingCharacters(in: " \t\r") } ?? ""
            if line.isEmpty { continue }
            if line.hasPrefix("SHA256:"), line.count > 7, line.count <= 64 {
                fingerprints.insert(line)
            } else if let network = Self.network(line) {
                networks.append(network)
            } else {
                throw BadLine(number: index + 1, text: String(raw.prefix(80)))
            }
        }
    }

    /// Whether `fingerprint` (`SHA256:…`) is denied.
    func denies(fingerprint: String) -> Bool { fingerprints.contains(fingerprint) }

    /// Whether the IP `address` is denied.
    func denies(address: String) -> Bool {
        guard !networks.isEmpty, let bytes = Self.bytes(address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// `address` or `address/prefix`.
    static func network(_ text: String) -> Network? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let bytes = bytes(String(parts[0])) else {
            return nil
        }
        let width = bytes.count * 8
        guard parts.count == 2 else { return Network(bytes: bytes, prefix: width) }
        guard let prefix = Int(parts[1]), (0...width).contains(prefix) else { return nil }
        return Network(bytes: bytes, prefix: prefix)
    }

    /// The bytes of an IPv4 or IPv6 address, or nil.
    static func bytes(_ text: String) -> [UInt8]? {
        var four = in_addr()
        if inet_pton(AF_INET, text, &four) == 1 {
            return withUnsafeBytes(of: &four) { Array($0) }
        }
        var six = in6_addr()
        if inet_pton(AF_INET6, text, &six) == 1 {
            return withUnsafeBytes(of: &six) { Array($0) }
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = self
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
