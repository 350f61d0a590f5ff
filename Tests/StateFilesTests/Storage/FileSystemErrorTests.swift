import Glibc
import StateFiles
import Testing

@Suite(.timeLimit(.minutes(10))) struct FileSystemErrorTests {
    @Test func saveNamesTheTargetNotTheTemporary() {
        let error = FileSystemError.save(
            path: "/x/navigation.json",
            cause: .failed(.write, path: "/x/.navigation.json.tmp-1-a", errno: ENOSPC))
        #expect(error.message == "could not save /x/navigation.json: no space left on device")
        #expect(error.path == "/x/navigation.json")
        #expect(error.operation == .write)
        #expect(error.errno == ENOSPC)
    }

    @Test(arguments: [
        (
            FileSystemError.failed(.read, path: "/x", errno: EIO),
            "could not read /x: input/output error"
        ),
        (.failed(.rename, path: "/a", errno: EACCES), "could not rename /a: permission denied"),
        (
            .failed(.makeDirectory, path: "/d", errno: EROFS),
            "could not create directory /d: read-only file system"
        ),
        (.failed(.open, path: "/x", errno: 99_999), "could not open /x: unknown error 99999"),
    ])
    func messages(error: FileSystemError, expected: String) {
        #expect(error.message == expected)
    }

    @Test(arguments: [
        (FileReadError.symlink(path: "/n"), "not reading /n: it is a symbolic link"),
        (
            .notRegularFile(path: "/n", kind: .fifo),
            "not reading /n: it is a named pipe, not a regular file"
        ),
        (.tooLarge(path: "/n", limit: 10), "not reading /n: it is larger than 10 bytes"),
        (.unreadable(path: "/n"), "cannot read /n: permission denied"),
        (.system(.failed(.read, path: "/n", errno: EIO)), "could not read /n: input/output error"),
    ])
    func readMessages(error: FileReadError, expected: String) {
        #expect(error.message == expected)
        #expect(error.path == "/n")
    }
}
