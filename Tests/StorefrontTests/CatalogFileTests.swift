import Foundation
import Storefront
import Testing

/// Catalog files from disk: links followed, unreadable and oversized files refused, every
/// refusal naming the file.
@Suite(.timeLimit(.minutes(10))) struct CatalogFileTests {
    /// A fresh directory for one test, removed afterwards.
    final class Scratch {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.path + "/aisle-catalog-" + UUID().uuidString
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String, _ contents: String, mode: Int = 0o644) throws -> String {
            let file = path + "/" + name
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
            return file
        }
    }

    @Test func loadsAFileAndFollowsASymbolicLink() throws {
        let scratch = try Scratch()
        let file = try scratch.file("shop.json", CatalogBadRecordTests.Sample.json())
        let link = scratch.path + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let expected = try Catalog.decode(Array(CatalogBadRecordTests.Sample.json().utf8))
        #expect(try Catalog.load(contentsOf: file) == expected)
        #expect(try Catalog.load(contentsOf: link) == expected)
    }

    struct FileCase: CustomTestStringConvertible, Sendable {
        var label: String
        /// Makes the path to load inside a scratch directory.
        var make: @Sendable (Scratch) throws -> String
        var error: CatalogError
        var testDescription: String { label }
    }

    static let fileCases: [FileCase] = [
        FileCase(
            label: "missing file", make: { $0.path + "/nothing.json" },
            error: .unreadable(reason: "no such file")),
        FileCase(
            label: "directory", make: { $0.path },
            error: .unreadable(reason: "is a directory")),
        FileCase(
            label: "named pipe",
            make: { scratch in
                let fifo = scratch.path + "/pipe.json"
                guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
                return fifo
            },
            error: .unreadable(reason: "is a named pipe, not a regular file")),
        FileCase(
            label: "path through a file", make: { try $0.file("plain", "x") + "/catalog.json" },
            error: .unreadable(reason: "a folder in its path is not a directory")),
        FileCase(
            label: "empty path", make: { _ in "" },
            error: .unreadable(reason: "no file name given")),
        FileCase(
            label: "empty file", make: { try $0.file("empty.json", "") },
            error: .invalid(.empty, at: CatalogPlace())),
    ]

    @Test(arguments: fileCases)
    func unreadableFileIsRefused(_ bad: FileCase) throws {
        let scratch = try Scratch()
        let path = try bad.make(scratch)
        #expect(throws: bad.error) { try Catalog.load(contentsOf: path) }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func fileWithoutReadPermissionIsRefused() throws {
        let scratch = try Scratch()
        let file = try scratch.file("secret.json", CatalogBadRecordTests.Sample.json(), mode: 0o200)
        #expect(throws: CatalogError.unreadable(reason: "permission denied")) {
            try Catalog.load(contentsOf: file)
        }
    }

    @Test func unreadableDescriptionNamesTheFile() {
        let error = CatalogError.unreadable(reason: "no such file")
        #expect(
            error.description(file: "/x/shop.json")
                == #"cannot read catalog "/x/shop.json": no such file"#)
    }

}
