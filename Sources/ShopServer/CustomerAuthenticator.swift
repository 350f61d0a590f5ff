import NIOCore
import NIOSSH

/// Admits any public key the client has proven it holds (NIOSSH checks the signature before
/// asking): the key's fingerprint is the customer. One per connection, used on its event loop;
/// it also keeps what the log says of the connection (address, client version, key type).
///
/// Only keys are offered: no password prompt, ever (a keyless or RSA-only client is told
/// "Permission denied (publickey)" by its own ssh). DECISIONS.md, "Keyless customers", says
/// why there is no anonymous visitor with swift-nio-ssh 0.15.
final class CustomerAuthenticator: NIOSSHServerUserAuthenticationDelegate, @unchecked Sendable {
    /// Who the connection turned out to be.
    enum Identity: Equatable {
        case unknown
        case customer(fingerprint: String)
        /// A key in `--owners`: the desk, never the storefront.
        case owner(fingerprint: String)

        /// The key's fingerprint, once authenticated.
        var fingerprint: String? {
            switch self {
            case .unknown: nil
            case .customer(let fingerprint), .owner(let fingerprint): fingerprint
            }
        }
    }

    /// Set once authentication succeeds; read by the connection's handlers on the same loop.
    private(set) var identity = Identity.unknown
    /// Called once, when the connection is authenticated (the login grace timer stops).
    var onAuthenticated: ((Identity) -> Void)?
    /// The client's address and port, for the log.
    let address: String
    /// Whether a key is on the deny list (`--deny`): such a key is refused like a wrong one.
    private let denied: @Sendable (String) -> Bool
    /// Whether a key is the owner's or a customer's (`--owners`): decided here, from the
    /// key the client proved it holds, and from nothing else it sends.
    private let role: @Sendable (String) -> OwnerKeys.Role
    /// The client's version line, for the log ("?" until it has been read).
    var clientVersion = "?"
    /// The admitted key's type (`ssh-ed25519`, `ecdsa-sha2-nistp256`, …).
    private(set) var keyType = "?"

    init(
        peer: String = "?", denied: @escaping @Sendable (String) -> Bool = { _ in false },
        role: @escaping @Sendable (String) -> OwnerKeys.Role = { _ in .customer }
    ) {
        self.address = peer
        self.denied = denied
        self.role = role
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        .publicKey
    }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest,
        responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        // The user name is ignored: the key is the customer.
        guard case .publicKey(let offer) = request.request,
            let fingerprint = KeyFingerprint.of(offer.publicKey)
        else {
            responsePromise.succeed(.failure)
            return
        }
        guard !denied(fingerprint) else {
            ServerLog.event(
                "auth-refused",
                [
                    ("reason", "denied"), ("address", address),
                    ("fingerprint", KeyFingerprint.short(fingerprint)),
                ])
            responsePromise.succeed(.failure)
            return
        }
        if identity == .unknown {
            identity =
                role(fingerprint) == .owner
                ? .owner(fingerprint: fingerprint) : .customer(fingerprint: fingerprint)
            keyType =
                String(openSSHPublicKey: offer.publicKey).split(separator: " ").first.map(
                    String.init) ?? "?"
            onAuthenticated?(identity)
        }
        responsePromise.succeed(.success)
    }

    /// `SHA256:` and the first 12 characters of the customer's fingerprint, or "-".
    var shortFingerprint: String {
        identity.fingerprint.map(KeyFingerprint.short) ?? "-"
    }

    /// The fields every line about one of this connection's sessions starts with.
    var whoFields: [(String, String)] {
        var fields = [("address", address), ("fingerprint", shortFingerprint)]
        if case .owner = identity { fields.append(("role", "owner")) }
        return fields
    }

    /// The fields of the `connect` line.
    var logFields: [(String, String)] {
        [
            ("address", address), ("client", clientVersion), ("key_type", keyType),
            ("fingerprint", shortFingerprint),
        ]
    }
}
