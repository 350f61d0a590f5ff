import AisleRuntime
import StateFiles
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the saver reports: a save whose directory flush failed happened, and says so.
@Suite(.timeLimit(.minutes(10))) struct SaverTests {
    @Test func aSaveThatMayNotBeDurableIsReportedAsSuch() throws {
        let scratch = try RuntimeScratch()
        try scratch.makeDirectory(of: scratch.session)
        // The first flush is the temporary file's, the second the directory's.
        let fileSystem = FaultyFileSystem(fault: .init(operation: .sync, occurrence: 2, errno: EIO))
        let saver = Saver(writer: AtomicFileWriter(fileSystem: fileSystem))
        saver.save(to: scratch.session, limit: 100) { _ in [1] }
        saver.drain()
        let directory = StoragePath.directory(of: scratch.session)
        #expect(
            saver.takeFailures() == [
                "saved \(scratch.session), but it may not survive a crash: could not flush "
                    + "\(directory): input/output error"
            ])
        #expect(Disk.contents(scratch.session) == [1])
    }

    /// A merge save is made from the file as it is when the saver gets to it; nothing from the
    /// merge leaves the file alone and is no failure.
    @Test func aMergeSaveIsMadeFromTheFileAtWritingTime() throws {
        let scratch = try RuntimeScratch()
        try scratch.put("a", at: scratch.session)
        let saver = Saver(writer: AtomicFileWriter())
        saver.save(to: scratch.session, limit: 100) { ($0 ?? []) + Array("b".utf8) }
        saver.drain()
        #expect(Disk.contents(scratch.session) == Array("ab".utf8))
        saver.save(to: scratch.session, limit: 100) { _ in nil }
        saver.drain()
        #expect(Disk.contents(scratch.session) == Array("ab".utf8))
        #expect(saver.takeFailures().isEmpty)
    }
}
