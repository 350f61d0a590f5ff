import Crypto
import NIOSSH
import StateFiles

/// The server's ed25519 host key, kept as its 32-byte seed in `host_ed25519.key` (0600) in the
/// server's state directory: made on the first start and the same ever after, so customers'
/// `known_hosts` entries keep matching. Written with the state files' atomic writer.
public struct HostKeyStore: Sendable {
    /// Where the key is kept.
    public let path: String

    /// The key file in `directory` (`$XDG_STATE_HOME/aisle`).
    public init(directory: String) {
        path = StoragePath.join(directory, "host_ed25519.key")
    }

    /// The key on disk, or a new one saved there first when there is none. A file that is not
    /// exactly a seed (or is a link, or not a regular file) is refused, never replaced.
    public func load(
        reader: SafeFileReader = SafeFileReader(), writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ServerError) -> Curve25519.Signing.PrivateKey {
        let bytes: [UInt8]?
        do throws(FileReadError) {
            bytes = try reader.read(path, limit: 32)
        } catch {
            throw .hostKeyUnreadable(path: path, reason: error.message)
        }
        if let bytes {
            guard bytes.count == 32,
                let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: bytes)
            else {
                throw .hostKeyUnreadable(path: path, reason: "it is not a 32-byte ed25519 seed")
            }
            return key
        }
        let key = Curve25519.Signing.PrivateKey()
        do throws(FileSystemError) {
            try writer.write(Array(key.rawRepresentation), to: path)
        } catch {
            throw .hostKeyNotSaved(error)
        }
        return key
    }

    /// The fingerprint clients show for `key` (`SHA256:…`).
    public static func fingerprint(of key: Curve25519.Signing.PrivateKey) -> String {
        KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: key).publicKey) ?? "SHA256:?"
    }
}
