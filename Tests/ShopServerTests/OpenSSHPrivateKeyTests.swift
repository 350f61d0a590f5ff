import Crypto
import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct OpenSSHPrivateKeyTests {
    @Test func aKeyReadsBackAsTheSameSeed() {
        let key = Curve25519.Signing.PrivateKey()
        let text = OpenSSHPrivateKey.encode(
            seed: Array(key.rawRepresentation), publicKey: Array(key.publicKey.rawRepresentation),
            comment: "aisle host key", checkWord: 0x1234_5678)
        #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
        #expect(text.hasSuffix("\n-----END OPENSSH PRIVATE KEY-----\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 70 || $0.hasPrefix("-----") })
        #expect(OpenSSHPrivateKey.decodeSeed(text) == .success(Array(key.rawRepresentation)))
    }

    /// Made by `ssh-keygen -t ed25519 -N '' -C test` (OpenSSH 9.2).
    static let fromSSHKeygen = """
        -----BEGIN OPENSSH PRIVATE KEY-----
        b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
        QyNTUxOQAAACBm9PIewbSjihmeRb88ihvdZJnczLKWtEkKutcKFneR7wAAAIhVhlRHVYZU
        RwAAAAtzc2gtZWQyNTUxOQAAACBm9PIewbSjihmeRb88ihvdZJnczLKWtEkKutcKFneR7w
        AAAEAtcHmSMNo9eDtYMuEQo+n/YLfPUpsnsVV+XDpAzKF1V2b08h7BtKOKGZ5FvzyKG91k
        mdzMspa0SQq61woWd5HvAAAABHRlc3QB
        -----END OPENSSH PRIVATE KEY-----
        """

    @Test func aKeyMadeBySSHKeygenIsRead() throws {
        guard case .success(let seed) = OpenSSHPrivateKey.decodeSeed(Self.fromSSHKeygen) else {
            Issue.record("not read")
            return
        }
        let key = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        #expect(
            HostKeyStore.fingerprint(of: key)
                == "SHA256:dkK5J/+kz9nWfG2O48KkuHZz+B5bxoZnci/MntDkRwA")
    }

    @Test func otherFilesSayWhatTheyAre() {
        #expect(OpenSSHPrivateKey.decodeSeed("hello") == .failure(.notOpenSSH))
        let cut = Self.fromSSHKeygen.split(separator: "\n")
        let damaged = ([cut[0]] + cut[1...2] + [cut[cut.count - 1]]).joined(separator: "\n")
        #expect(OpenSSHPrivateKey.decodeSeed(damaged) == .failure(.damaged))
    }
}
