import Crypto
import Glibc
import StateFiles
import Testing

@testable import ShopServer

/// `aisle serve --host-key FILE`: a key several hosts share is read as it is, checked as the
/// state directory's key is, and never made or rewritten.
@Suite(.timeLimit(.minutes(10))) struct SharedHostKeyTests {
    /// A fresh directory (mode 0700) holding `name`, removed when `body` returns.
    private static func inDirectory(
        _ name: String, _ body: (_ directory: String, _ file: String) throws -> Void
    ) throws {
        var template = Array("/tmp/aisle-hostkey-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        let directory = try #require(made.map { String(cString: $0) })
        let file = directory + "/" + name
        defer {
            chmod(directory, 0o700)
            unlink(file)
            rmdir(directory)
        }
        try body(directory, file)
    }

    private static func put(_ bytes: [UInt8], at path: String, mode: mode_t) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        chmod(path, mode)
    }

    private static func contents(_ path: String) -> [UInt8]? {
        try? SafeFileReader().read(path, limit: 1 << 16)
    }

    @Test func aKeyMadeBySSHKeygenIsUsedAsItIs() throws {
        try Self.inDirectory("shop_host_key") { _, file in
            let bytes = Array(OpenSSHPrivateKeyTests.fromSSHKeygen.utf8)
            Self.put(bytes, at: file, mode: 0o600)
            let key = try SharedHostKey(path: file).load()
            #expect(
                HostKeyStore.fingerprint(of: key)
                    == "SHA256:dkK5J/+kz9nWfG2O48KkuHZz+B5bxoZnci/MntDkRwA")
            #expect(Self.contents(file) == bytes)
            #expect(access(file + ".pub", F_OK) != 0, "nothing is written beside it")
        }
    }

    @Test func aBareSeedIsReadButNeverRewritten() throws {
        try Self.inDirectory("seed") { _, file in
            let seed = (0..<32).map { UInt8($0 * 5 % 256) }
            Self.put(seed, at: file, mode: 0o400)
            let key = try SharedHostKey(path: file).load()
            #expect(Array(key.rawRepresentation) == seed)
            #expect(Self.contents(file) == seed)
        }
    }

    @Test func aMissingFileIsRefusedAndNeverMade() throws {
        try Self.inDirectory("absent") { _, file in
            #expect(throws: ServerError.sharedHostKeyMissing(path: file)) {
                try SharedHostKey(path: file).load()
            }
            #expect(access(file, F_OK) != 0, "no key was made at the path")
            #expect(
                ServerError.sharedHostKeyMissing(path: "/etc/aisle/key").message
                    == "--host-key /etc/aisle/key: there is no such file; copy the shop's host "
                    + "key there (chmod 600), or make one with ssh-keygen -t ed25519 -N '' -f "
                    + "/etc/aisle/key")
        }
    }

    @Test func aKeyOthersCanReadIsRefusedAndLeftAlone() throws {
        try Self.inDirectory("open") { _, file in
            let bytes = Array(OpenSSHPrivateKeyTests.fromSSHKeygen.utf8)
            Self.put(bytes, at: file, mode: 0o644)
            #expect(throws: ServerError.hostKeyExposed(path: file, .mode(0o644))) {
                try SharedHostKey(path: file).load()
            }
            #expect(Self.contents(file) == bytes)
        }
    }

    @Test func aFileThatIsNoKeySaysSo() throws {
        try Self.inDirectory("notes.txt") { _, file in
            Self.put(Array("hello\n".utf8), at: file, mode: 0o600)
            #expect(
                throws: ServerError.sharedHostKeyUnusable(
                    path: file, reason: "it is not an OpenSSH private key")
            ) { try SharedHostKey(path: file).load() }
        }
    }

    @Test func anUnreadableFileSaysSo() throws {
        guard geteuid() != 0 else { return }  // root reads a 0000 file
        try Self.inDirectory("locked") { _, file in
            Self.put(Array(OpenSSHPrivateKeyTests.fromSSHKeygen.utf8), at: file, mode: 0o000)
            #expect(
                throws: ServerError.sharedHostKeyUnusable(
                    path: file, reason: "cannot read \(file): permission denied")
            ) {
                try SharedHostKey(path: file).load()
            }
        }
    }

    @Test func aDirectoryOthersCanWriteIsRefused() throws {
        try Self.inDirectory("key") { directory, file in
            Self.put(Array(OpenSSHPrivateKeyTests.fromSSHKeygen.utf8), at: file, mode: 0o600)
            chmod(directory, 0o777)
            #expect(throws: ServerError.hostKeyDirectoryExposed(path: directory, .mode(0o777))) {
                try SharedHostKey(path: file).load()
            }
        }
    }

    @Test func theDirectoryMayBeRootsOrTheUsersAlone() {
        func status(_ mode: UInt32, owner: UInt32) -> FileStatus {
            FileStatus(
                kind: .directory, permissions: mode, size: 0, modificationTime: 0, owner: owner)
        }
        #expect(StrictModes.sharedDirectoryProblem(status(0o755, owner: 0), user: 1000) == nil)
        #expect(StrictModes.sharedDirectoryProblem(status(0o700, owner: 1000), user: 1000) == nil)
        #expect(
            StrictModes.sharedDirectoryProblem(status(0o755, owner: 1001), user: 1000)
                == .otherOwner(1001))
        #expect(
            StrictModes.sharedDirectoryProblem(status(0o1777, owner: 0), user: 1000)
                == .mode(0o1777))
    }
}
