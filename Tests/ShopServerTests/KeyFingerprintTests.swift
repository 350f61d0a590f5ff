import NIOSSH
import Testing

@testable import ShopServer

/// Fingerprints match what `ssh-keygen -lf` printed for the same keys.
@Suite(.timeLimit(.minutes(10))) struct KeyFingerprintTests {
    static let ed25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIIZ+q0SdiU95dJ6pk7VIpeVAe7p1z4OVObIcuYcK+k/T"
    static let ecdsa =
        "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBJMtnUNBaeb8U3C59ygpHexaKEMC1n1gnkmXWb2rLImqeqL2pby50GW8HC/wmTSGOh/SwVkuoLhGKP2mDY+OltE="

    @Test func blobsFingerprintAsSshKeygenDoes() {
        #expect(
            KeyFingerprint.of(base64Blob: Self.ed25519)
                == "SHA256:F3pIpEJmc8BJ4x98Jx5wLXK1Dm7OGCjEzSIcOeZdWMI")
        #expect(
            KeyFingerprint.of(base64Blob: Self.ecdsa)
                == "SHA256:JGU7gEKFq4a0BDABnRH/Yg5YGIBtxeI8nnFnHKR1+l0")
    }

    @Test func aParsedKeyHasTheSameFingerprintAsItsBlob() throws {
        let key = try NIOSSHPublicKey(openSSHPublicKey: "ssh-ed25519 \(Self.ed25519)")
        #expect(KeyFingerprint.of(key) == KeyFingerprint.of(base64Blob: Self.ed25519))
    }

    @Test func notBase64IsNoFingerprint() {
        #expect(KeyFingerprint.of(base64Blob: "not base64!") == nil)
        #expect(KeyFingerprint.of(base64Blob: "") == nil)
    }

    @Test func theShortFormKeepsTwelveCharacters() {
        #expect(
            KeyFingerprint.short("SHA256:F3pIpEJmc8BJ4x98Jx5wLXK1Dm7OGCjEzSIcOeZdWMI")
                == "SHA256:F3pIpEJmc8BJ")
    }
}
