import NIOCore
import NIOSSH

/// Admits any public key the client has proven it holds (NIOSSH checks the signature before
/// asking): the key's fingerprint is the customer. One per connection, used on its event loop.
///
/// A password is "admitted" too, but only as a visitor who is told how to make a key: NIOSSH
/// 0.15 sends a banner only along with a success, so this is the one way the message reaches
/// the person at the other end. A visitor's sessions run nothing (`SessionHandler`).
final class CustomerAuthenticator: NIOSSHServerUserAuthenticationDelegate, @unchecked Sendable {
    /// Who the connection turned out to be.
    enum Identity: Equatable {
        case unknown
        case customer(fingerprint: String)
        case visitorWithoutKey
    }

    /// Set once authentication succeeds; read by the connection's handlers on the same loop.
    private(set) var identity = Identity.unknown
    /// Called once, when the connection is authenticated (the login grace timer stops).
    var onAuthenticated: ((Identity) -> Void)?
    /// Whether a key is on the deny list (`--deny`): such a key is refused like a wrong one.
    private let denied: @Sendable (String) -> Bool
    /// `from=…` for the log line of a denied key.
    private let peer: String

    init(peer: String = "?", denied: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.peer = peer
        self.denied = denied
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        [.publicKey, .password]
    }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest,
        responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        // The user name is ignored: the key is the customer.
        switch request.request {
        case .publicKey(let offer):
            guard let fingerprint = KeyFingerprint.of(offer.publicKey) else {
                responsePromise.succeed(.failure)
                return
            }
            guard !denied(fingerprint) else {
                ConnectionLog.write(
                    "auth-refused reason=denied key=\(KeyFingerprint.short(fingerprint)) from=\(peer)"
                )
                responsePromise.succeed(.failure)
                return
            }
            admit(.customer(fingerprint: fingerprint), responsePromise)
        case .password:
            admit(.visitorWithoutKey, responsePromise)
        case .hostBased, .none:
            responsePromise.succeed(.failure)
        }
    }

    private func admit(
        _ identity: Identity, _ promise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        if self.identity == .unknown {
            self.identity = identity
            onAuthenticated?(identity)
        }
        promise.succeed(.success)
    }
}
