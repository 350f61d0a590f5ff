import StateFiles
import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct StrictModesTests {
    private static func status(_ kind: FileKind, _ mode: UInt32, owner: UInt32 = 1000)
        -> FileStatus
    {
        FileStatus(kind: kind, permissions: mode, size: 0, modificationTime: 0, owner: owner)
    }

    @Test(arguments: [0o600 as UInt32, 0o400])
    func aKeyOnlyItsOwnerCanReadIsUsed(mode: UInt32) {
        #expect(StrictModes.keyProblem(Self.status(.regular, mode), user: 1000) == nil)
    }

    @Test(arguments: [0o644 as UInt32, 0o640, 0o604, 0o620, 0o602, 0o666])
    func aKeyOthersCanReadOrWriteIsRefused(mode: UInt32) {
        #expect(StrictModes.keyProblem(Self.status(.regular, mode), user: 1000) == .mode(mode))
    }

    @Test func aKeyOfAnotherOwnerOrNotAFileIsRefused() {
        #expect(
            StrictModes.keyProblem(Self.status(.regular, 0o600, owner: 0), user: 1000)
                == .otherOwner(0))
        #expect(StrictModes.keyProblem(Self.status(.symbolicLink, 0o777), user: 1000) == .notAFile)
    }

    @Test(arguments: [0o700 as UInt32, 0o755, 0o750])
    func aDirectoryOnlyItsOwnerCanWriteIsUsed(mode: UInt32) {
        #expect(StrictModes.directoryProblem(Self.status(.directory, mode), user: 1000) == nil)
    }

    @Test(arguments: [0o777 as UInt32, 0o775, 0o757, 0o1777])
    func aDirectoryOthersCanWriteIsRefused(mode: UInt32) {
        #expect(
            StrictModes.directoryProblem(Self.status(.directory, mode), user: 1000) == .mode(mode))
    }

    @Test func theLineSaysWhatToDo() {
        #expect(
            ServerError.hostKeyExposed(path: "/s/host_ed25519.key", .mode(0o644)).message
                == "not using the host key /s/host_ed25519.key: its mode 0644 lets other users "
                + "read it; chmod 600 /s/host_ed25519.key")
        #expect(
            ServerError.stateDirectoryExposed(path: "/s", .mode(0o777)).message
                == "not keeping the host key in /s: its mode 0777 lets other users replace "
                + "the key; chmod go-w /s")
    }
}
