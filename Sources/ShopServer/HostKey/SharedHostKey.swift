import Crypto
import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A host key kept in a file the owner names (`aisle serve --host-key FILE`), so that several
/// hosts behind one address present one key and customers see one fingerprint whichever host
/// answers. Only read, never made or rewritten: a file that is missing, unreadable or not a
/// key is refused with one line, since a key made there silently would differ on every host.
/// Checked as sshd checks a key it is given: the file regular, the server user's own and
/// readable by no one else; its directory writable only by that user or root.
public struct SharedHostKey: Sendable {
    /// The key file.
    public let path: String

    /// The key at `path`.
    public init(path: String) { self.path = path }

    /// The key in the file, or why it cannot be used.
    public func load(fileSystem: any FileSystem = SystemFileSystem(), user: UInt32 = geteuid())
        throws(ServerError) -> Curve25519.Signing.PrivateKey
    {
        let directory = StoragePath.directory(of: path)
        if let status = try? fileSystem.status(directory),
            let problem = StrictModes.sharedDirectoryProblem(status, user: user)
        {
            throw .hostKeyDirectoryExposed(path: directory, problem)
        }
        if let status = try? fileSystem.linkStatus(path),
            let problem = StrictModes.keyProblem(status, user: user)
        {
            throw .hostKeyExposed(path: path, problem)
        }
        let bytes: [UInt8]?
        do throws(FileReadError) {
            bytes = try SafeFileReader(fileSystem: fileSystem).read(path, limit: 16 * 1024)
        } catch {
            throw .sharedHostKeyUnusable(path: path, reason: error.message)
        }
        guard let bytes else { throw .sharedHostKeyMissing(path: path) }
        do throws(ServerError) {
            return try HostKeyStore.decode(bytes, path: path)
        } catch {
            guard case .hostKeyUnreadable(_, let reason) = error else { throw error }
            throw .sharedHostKeyUnusable(path: path, reason: reason)
        }
    }
}
