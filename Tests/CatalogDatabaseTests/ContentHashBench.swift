import Foundation
import TestSupport
import Testing

@testable import CatalogDatabase

/// What hashing a catalog costs on its own: `AISLE_BENCH_HASH=FILE swift test --filter
/// ContentHashBench` prints the seconds and MB/s of `ContentHash` over FILE (docs/postgresql.md
/// has the figure at a million products). Not a test: nothing is asserted but the digest's
/// length.
@Suite(
    .timeLimit(.minutes(10)),
    .enabled(if: ProcessInfo.processInfo.environment["AISLE_BENCH_HASH"] != nil))
struct ContentHashBench {
    @Test func hashOfTheNamedFile() throws {
        let path = try #require(ProcessInfo.processInfo.environment["AISLE_BENCH_HASH"])
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        for run in 1...3 {
            let cpu = clock()
            let start = ContinuousClock.now
            let digest = ContentHash.digest(descriptor: descriptor, size: size)
            let wall = start.duration(to: .now)
            let seconds = Double(clock() - cpu) / Double(CLOCKS_PER_SEC)
            #expect(digest?.count == 64)
            let megabytes = Double(size) / 1_048_576
            print(
                "hash run \(run): \(Int(megabytes)) MiB in \(wall) wall, \(seconds) s CPU, "
                    + "\(Int(megabytes / seconds)) MiB/s of CPU")
        }
    }

    /// The import of the named file into a new cache (hash included), then opening that
    /// cache as a start with a fresh cache does: a `stat` and its meta, never the bytes.
    @Test func importThenOpenTheFreshCache() throws {
        let path = try #require(ProcessInfo.processInfo.environment["AISLE_BENCH_HASH"])
        let directory = try TemporaryDirectory()
        let cache = CatalogCache(environment: [
            "HOME": directory.path, "XDG_CACHE_HOME": directory.file("cache"),
        ])
        let start = ContinuousClock.now
        let imported = try cache.open(source: path, key: path) { _ in }
        print("import: \(start.duration(to: .now)), edition \(imported.store.edition)")
        for run in 1...5 {
            let opening = ContinuousClock.now
            let opened = try cache.open(source: path, key: path) { _ in }
            #expect(opened.store.edition == imported.store.edition)
            print("open of the fresh cache, run \(run): \(opening.duration(to: .now))")
        }
    }
}
