import Dispatch
import Foundation
import StateFiles
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// The cache's lock and its save through `StateFiles`: a stopped importer never makes another
/// Aisle hang, and the new cache is on disk before it is renamed into place.
@Suite("Catalog cache lock and save", .timeLimit(.minutes(10)))
struct CatalogCacheLockTests {
    /// `body` run on a thread of its own, given at most `limit` of real time: a hang fails the
    /// test instead of stopping the run.
    static func withinHangGuard<T: Sendable>(
        _ limit: Duration = .seconds(120), _ body: @escaping @Sendable () throws -> T
    ) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<Result<T, any Error>?>(nil)
        DispatchQueue.global().async {
            result.set(Result { try body() })
            done.signal()
        }
        let seconds = Double(limit.components.seconds)
        guard done.wait(timeout: .now() + seconds) == .success, let outcome = result.get() else {
            throw TestFailure("still waiting after \(limit): it hangs")
        }
        return try outcome.get()
    }

    @Test func aStoppedImporterIsWaitedForOnlyUntilItShowsNoSignOfLife() throws {
        let scratch = try CacheScratch()
        try FileManager.default.createDirectory(
            atPath: scratch.directory.file("cache/aisle"), withIntermediateDirectories: true)
        let holder = try LockFileHolder(scratch.lockFile)
        let waited = LockedBox(false)
        // The wait runs on a manual clock: each retry moves it on, nothing sleeps.
        let cache = scratch.cache(writer: AtomicFileWriter(clock: ManualClock()))
        let source = scratch.catalog
        let opened = try Self.withinHangGuard {
            try cache.open(source: source, key: source) { progress in
                if progress.isWaiting { waited.set(true) }
            }
        }
        #expect(waited.get(), "the wait was told")
        #expect(opened.notKept == .holderStalled)
        #expect(opened.notice?.contains("seems stopped") == true)
        #expect(try opened.store.product(Fixtures.kettle) != nil, "imported for this run")
        #expect(!FileManager.default.fileExists(atPath: scratch.cacheFile), "not the held cache")
        _ = holder
    }

    @Test func theNewCacheIsOnDiskBeforeItIsRenamedIntoPlace() throws {
        let scratch = try CacheScratch()
        let fileSystem = FaultyFileSystem()
        _ = try scratch.cache(writer: AtomicFileWriter(fileSystem: fileSystem))
            .open(source: scratch.catalog, key: scratch.catalog) { _ in }
        let name = StoragePath.name(of: scratch.cacheFile)
        let steps = fileSystem.calls.filter {
            StoragePath.name(of: $0.path).hasPrefix("." + name + ".tmp-")
                && [.sync, .rename].contains($0.operation)
        }.map { "\($0.operation)" }
        #expect(steps == ["sync", "rename"], "the temporary is flushed, then renamed")
        let directorySyncs = fileSystem.calls.filter {
            $0.operation == .sync && $0.path == scratch.directory.file("cache/aisle")
        }
        #expect(directorySyncs.count == 1, "and the rename itself is flushed")
    }

    @Test func aCacheThatCannotBeFlushedIsNeverPutInPlace() throws {
        let scratch = try CacheScratch()
        let fileSystem = FaultyFileSystem(fault: .init(operation: .sync, occurrence: 1, errno: EIO))
        let opened = try scratch.cache(writer: AtomicFileWriter(fileSystem: fileSystem))
            .open(source: scratch.catalog, key: scratch.catalog) { _ in }
        guard case .writeFailed(.file(let error)) = opened.notKept else {
            throw TestFailure("expected a write failure, got \(String(describing: opened.notKept))")
        }
        #expect(error.errno == EIO)
        #expect(!FileManager.default.fileExists(atPath: scratch.cacheFile))
        let leftovers = Disk.names(in: scratch.directory.file("cache/aisle")).filter {
            $0.contains(".tmp-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(try opened.store.product(Fixtures.kettle) != nil, "imported for this run")
    }
}

/// A value shared with a closure run on another thread.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
