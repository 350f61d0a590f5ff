import NIOCore
import NIOEmbedded
import NIOSSH
import Testing

@testable import ShopServer

/// `--owners`: authorized_keys lines read into fingerprints, and the role a connection gets
/// from the key it authenticated with — the desk for an owner's, the storefront for any other.
@Suite(.timeLimit(.minutes(10))) struct OwnerKeysTests {
    static let owner = KeyFingerprintTests.ed25519
    static let customer = KeyFingerprintTests.ecdsa

    @Test func readsAuthorizedKeysLinesWithOptionsAndComments() throws {
        let keys = try OwnerKeys(
            parsing: """
                # the shop's owners
                ssh-ed25519 \(Self.owner) ann@laptop

                from="10.0.0.0/8",no-pty ecdsa-sha2-nistp256 \(Self.customer)
                """)
        #expect(keys.fingerprints.count == 2)
        let owner = try #require(KeyFingerprint.of(base64Blob: Self.owner))
        #expect(keys.role(of: owner) == .owner)
        #expect(OwnerKeys().role(of: owner) == .customer)
        #expect(keys.role(of: "SHA256:someoneelse") == .customer)
    }

    @Test func aLineWithoutAKeyIsNamed() {
        #expect(throws: OwnerKeys.BadLine(number: 2, text: "SHA256:abc")) {
            try OwnerKeys(parsing: "ssh-ed25519 \(Self.owner)\nSHA256:abc\n")
        }
        #expect(throws: OwnerKeys.BadLine(number: 1, text: "ssh-ed25519 not-base64!")) {
            try OwnerKeys(parsing: "ssh-ed25519 not-base64!")
        }
    }

    /// The identity an authenticator gives a connection that proved it holds `key`.
    private func identity(offering key: String, owners: OwnerKeys) throws
        -> CustomerAuthenticator.Identity
    {
        let authenticator = CustomerAuthenticator(role: { owners.role(of: $0) })
        let loop = EmbeddedEventLoop()
        let promise = loop.makePromise(of: NIOSSHUserAuthenticationOutcome.self)
        let publicKey = try NIOSSHPublicKey(openSSHPublicKey: key)
        // The user name asks for the desk; it is never read.
        authenticator.requestReceived(
            request: NIOSSHUserAuthenticationRequest(
                username: "owner", serviceName: "ssh-connection",
                request: .publicKey(.init(publicKey: publicKey))),
            responsePromise: promise)
        guard case .success = try promise.futureResult.wait() else {
            Issue.record("the key was not admitted")
            return .unknown
        }
        return authenticator.identity
    }

    @Test func theOwnersKeyGetsTheDeskAndNoOtherKeyDoes() throws {
        let owners = try OwnerKeys(parsing: "ssh-ed25519 \(Self.owner)")
        let ownerIdentity = try identity(offering: "ssh-ed25519 \(Self.owner)", owners: owners)
        let ownerPrint = try #require(KeyFingerprint.of(base64Blob: Self.owner))
        #expect(ownerIdentity == .owner(fingerprint: ownerPrint))
        let customerIdentity = try identity(
            offering: "ecdsa-sha2-nistp256 \(Self.customer)", owners: owners)
        let customerPrint = try #require(KeyFingerprint.of(base64Blob: Self.customer))
        #expect(customerIdentity == .customer(fingerprint: customerPrint))

        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, executable: "/bin/aisle",
            childArguments: ["--catalog", "/shop.json"], environment: [:], stateDirectory: "/s",
            maxSessions: 1, maxSessionsPerKey: 1, idleTimeout: 60, loginGraceTime: 30)
        #expect(
            SessionHandler.childArguments(for: ownerIdentity, configuration)
                == ["aisle", "desk", "--catalog", "/shop.json", "--owner", ownerPrint])
        #expect(
            SessionHandler.childArguments(for: customerIdentity, configuration)
                == ["aisle", "--catalog", "/shop.json", "--customer", customerPrint])
    }
}
