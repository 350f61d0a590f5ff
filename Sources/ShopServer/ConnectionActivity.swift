import NIOCore

/// One connection's facts its sessions share: where it comes from, and how many session
/// channels it has open (a connection with none is dropped after a while). Used on the
/// connection's event loop only.
final class ConnectionActivity {
    /// The client's IP address, the unit of the per-address limits.
    let address: String
    /// `address:port`, for log lines.
    let peer: String
    /// Session channels open now.
    private(set) var sessions = 0
    /// Called after `sessions` changed.
    var onChange: (() -> Void)?

    init(address: String, peer: String) {
        self.address = address
        self.peer = peer
    }

    /// The facts of `remote` (either may be "?" when the socket could not tell).
    convenience init(remote: SocketAddress?) {
        guard let remote, let ip = remote.ipAddress else {
            self.init(address: "?", peer: remote.map { "\($0)" } ?? "?")
            return
        }
        let port = remote.port.map { ":\($0)" } ?? ""
        self.init(address: ip, peer: ip.contains(":") ? "[\(ip)]\(port)" : ip + port)
    }

    func sessionOpened() {
        sessions += 1
        onChange?()
    }

    func sessionClosed() {
        sessions -= 1
        onChange?()
    }

    /// The fields every log line about it carries: the peer and the key.
    func logFields(_ identity: CustomerAuthenticator.Identity) -> [(String, String)] {
        [("address", peer), ("fingerprint", Self.who(identity))]
    }

    static func who(_ identity: CustomerAuthenticator.Identity) -> String {
        switch identity {
        case .customer(let fingerprint), .owner(let fingerprint): KeyFingerprint.short(fingerprint)
        case .unknown: "-"
        }
    }
}
