import Crypto
import NIOSSH

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A public key's SHA-256 fingerprint as `ssh-keygen -lf` prints it: `SHA256:` and the
/// unpadded base64 of the digest of the key blob. In a served shop it is the customer's id.
public enum KeyFingerprint {
    /// The fingerprint of the base64 key blob of an authorized_keys line (`%k` to sshd), or nil
    /// when `base64Blob` is not base64.
    public static func of(base64Blob: String) -> String? {
        guard let blob = Data(base64Encoded: base64Blob), !blob.isEmpty else { return nil }
        let digest = SHA256.hash(data: blob)
        var text = Data(digest).base64EncodedString()
        while text.hasSuffix("=") { text.removeLast() }
        return "SHA256:" + text
    }

    /// The fingerprint of a key a client has proven it holds.
    public static func of(_ key: NIOSSHPublicKey) -> String? {
        // "ssh-ed25519 AAAA…": the second field is the blob the fingerprint is taken over.
        let fields = String(openSSHPublicKey: key).split(separator: " ")
        guard fields.count >= 2 else { return nil }
        return of(base64Blob: String(fields[1]))
    }

    /// The first 12 characters after `SHA256:`, for log lines.
    public static func short(_ fingerprint: String) -> String {
        let body =
            fingerprint.hasPrefix("SHA256:") ? fingerprint.dropFirst(7) : Substring(fingerprint)
        return "SHA256:" + body.prefix(12)
    }
}
