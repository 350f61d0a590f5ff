import Crypto
import NIOSSH
import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The server's ed25519 host key, kept in `host_ed25519.key` (0600, OpenSSH's private key
/// format, so `ssh-keygen -lf` reads it) in the server's state directory, with its public half
/// in `host_ed25519.key.pub`: made on the first start and the same ever after, so customers'
/// `known_hosts` entries keep matching. Checked as sshd's StrictModes would (`StrictModes`); a
/// key that is gone while its `.pub` is still there is not silently replaced.
public struct HostKeyStore: Sendable {
    /// Where the key is kept.
    public let path: String
    /// Its public half: the marker that a key was in use.
    public var publicPath: String { path + ".pub" }
    private let directory: String

    /// The key file in `directory` (`$XDG_STATE_HOME/aisle`).
    public init(directory: String) {
        self.directory = directory
        path = StoragePath.join(directory, "host_ed25519.key")
    }

    /// The key on disk, or a new one saved there first when there is none (and either no key
    /// was ever made here or `replacingMissing`, `--new-host-key`, says to). A file that is not
    /// a key this server can use is refused, never replaced. A 32-byte seed, as earlier
    /// versions kept it, is read and rewritten in OpenSSH's format (the same key).
    public func load(
        replacingMissing: Bool = false, fileSystem: any FileSystem = SystemFileSystem(),
        user: UInt32 = geteuid()
    ) throws(ServerError) -> Curve25519.Signing.PrivateKey {
        let reader = SafeFileReader(fileSystem: fileSystem)
        let writer = AtomicFileWriter(fileSystem: fileSystem, user: user)
        if let status = try? fileSystem.status(directory),
            let problem = StrictModes.directoryProblem(status, user: user)
        {
            throw .stateDirectoryExposed(path: directory, problem)
        }
        if let status = try? fileSystem.linkStatus(path) {
            if let problem = StrictModes.keyProblem(status, user: user) {
                throw .hostKeyExposed(path: path, problem)
            }
        }
        let bytes: [UInt8]?
        do throws(FileReadError) {
            bytes = try reader.read(path, limit: 16 * 1024)
        } catch {
            throw .hostKeyUnreadable(path: path, reason: error.message)
        }
        if let bytes {
            let key = try Self.decode(bytes, path: path)
            let marker = try? reader.read(publicPath, limit: 16 * 1024)
            if bytes.count == 32 || marker == nil { try save(key, writer: writer) }
            return key
        }
        if !replacingMissing, let marker = try? reader.read(publicPath, limit: 16 * 1024) {
            let fields = String(decoding: marker, as: UTF8.self).split(separator: " ")
            let fingerprint =
                fields.count >= 2
                ? KeyFingerprint.of(base64Blob: String(fields[1])) ?? "?" : "?"
            throw .hostKeyMissing(path: path, fingerprint: fingerprint)
        }
        let key = Curve25519.Signing.PrivateKey()
        try save(key, writer: writer)
        return key
    }

    /// The key in the `bytes` of the file at `path`: OpenSSH's format, or a bare 32-byte seed.
    static func decode(_ bytes: [UInt8], path: String) throws(ServerError)
        -> Curve25519.Signing.PrivateKey
    {
        let seed: [UInt8]
        if bytes.count == 32 {
            seed = bytes
        } else {
            switch OpenSSHPrivateKey.decodeSeed(String(decoding: bytes, as: UTF8.self)) {
            case .success(let decoded): seed = decoded
            case .failure(let problem):
                throw .hostKeyUnreadable(path: path, reason: problem.reason)
            }
        }
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else {
            throw .hostKeyUnreadable(path: path, reason: "it is not an ed25519 key")
        }
        return key
    }

    /// Writes the key, then its public half (the marker is never there without the key).
    private func save(
        _ key: Curve25519.Signing.PrivateKey, writer: AtomicFileWriter
    ) throws(ServerError) {
        let text = OpenSSHPrivateKey.encode(
            seed: Array(key.rawRepresentation), publicKey: Array(key.publicKey.rawRepresentation),
            comment: "aisle host key", checkWord: UInt32.random(in: 0...UInt32.max))
        let publicLine =
            String(openSSHPublicKey: NIOSSHPrivateKey(ed25519Key: key).publicKey)
            + " aisle host key\n"
        do throws(FileSystemError) {
            try writer.write(Array(text.utf8), to: path)
            try writer.write(Array(publicLine.utf8), to: publicPath)
        } catch {
            throw .hostKeyNotSaved(error)
        }
    }

    /// The fingerprint clients show for `key` (`SHA256:…`).
    public static func fingerprint(of key: Curve25519.Signing.PrivateKey) -> String {
        KeyFingerprint.of(NIOSSHPrivateKey(ed25519Key: key).publicKey) ?? "SHA256:?"
    }
}
