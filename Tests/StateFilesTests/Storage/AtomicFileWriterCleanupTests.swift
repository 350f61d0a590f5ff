import Glibc
import StateFiles
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(10))) struct AtomicFileWriterCleanupTests {
    @Test func removesOnlyOldTemporariesOfOurOwnShape() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        let stale = directory.file(".navigation.json.tmp-123-9f0a")
        let keep: [(String, Int)] = [
            (".navigation.json.tmp-124-abc", 0),  // fresh: maybe a concurrent save
            (".navigation.json.tmp-125-abcd", 5),  // younger than the minimum age
            (".navigation.json.tmp-126-xyz", 3600),  // not hex
            (".navigation.json.tmp-12a-ff", 3600),  // not a pid
            (".navigation.json.tmp-127", 3600),  // no random part
            (".navigation.json.tmp-", 3600),
            (".navigation.json.tmpx-1-ff", 3600),
            (".other.json.tmp-1-ff", 3600),  // another file's
            ("navigation.json.tmp-1-ff", 3600),  // not hidden
            ("navigation.json", 3600),
        ]
        try Disk.put([1], at: stale)
        try Disk.age(stale, by: 3600)
        for (name, age) in keep {
            try Disk.put([2], at: directory.file(name))
            try Disk.age(directory.file(name), by: age)
        }
        let oldDirectory = directory.file(".navigation.json.tmp-128-ee")
        #expect(mkdir(oldDirectory, 0o700) == 0)
        try Disk.age(oldDirectory, by: 3600)
        let oldLink = directory.file(".navigation.json.tmp-129-dd")
        #expect(symlink(directory.file("navigation.json"), oldLink) == 0)
        try Disk.age(oldLink, by: 3600)

        let removed = AtomicFileWriter().removeStaleTemporaries(for: target, olderThan: 0)

        #expect(removed == [stale])
        #expect(!Disk.exists(stale))
        for (name, _) in keep { #expect(Disk.exists(directory.file(name)), "\(name)") }
        #expect(Disk.exists(oldDirectory))
        #expect(Disk.exists(oldLink))
        #expect(Disk.contents(target) == [2])
    }

    @Test func respectsTheRequestedAge() throws {
        let directory = try TemporaryDirectory()
        let temporary = directory.file(".f.json.tmp-1-a")
        try Disk.put([1], at: temporary)
        try Disk.age(temporary, by: 100)
        #expect(
            AtomicFileWriter().removeStaleTemporaries(
                for: directory.file("f.json"), olderThan: 3600) == [])
        #expect(Disk.exists(temporary))
        #expect(
            AtomicFileWriter().removeStaleTemporaries(for: directory.file("f.json"), olderThan: 60)
                == [temporary])
    }

    @Test func aMissingDirectoryIsNothingToClean() {
        #expect(
            AtomicFileWriter().removeStaleTemporaries(
                for: "/nonexistent/aisle/x.json", olderThan: 0) == [])
    }

    @Test func setAsideReplacesAnOlderCorruptFile() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("navigation.json")
        try Disk.put(Array("bad".utf8), at: target)
        try Disk.put(Array("older bad".utf8), at: target + ".corrupt")
        let moved = try AtomicFileWriter().setAside(target)
        #expect(moved == target + ".corrupt")
        #expect(Disk.contents(moved) == Array("bad".utf8))
        #expect(!Disk.exists(target))
        #expect(try AtomicFileWriter().setAside(moved, suffix: ".old") == moved + ".old")
    }

    @Test func setAsideOfAMissingFileThrows() throws {
        let directory = try TemporaryDirectory()
        #expect(
            throws: FileSystemError.failed(.rename, path: directory.file("gone"), errno: ENOENT)
        ) {
            try AtomicFileWriter().setAside(directory.file("gone"))
        }
    }
}
