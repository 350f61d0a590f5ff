import Dispatch
import Synchronization
import TestSupport
import Testing
import UserData

/// Customers' saved paths in an engine that keeps them (PostgreSQL): the bytes come back as
/// written to any store value over the shop (another host), a save merges over the row as it
/// is then, a damaged row is set aside (kept, never deleted) only while it is what was found,
/// and each customer has their own. SQLite's engine keeps none: the state directory's file
/// does.
extension ShopStoreContract {
    static let path = Array(#"{"format":"aisle.navigation","version":1,"path":[]}"#.utf8)
    static let limit = 1 << 20

    static func savedPathsRoundTrip(_ shop: ShopStoreMaker) throws {
        let store = try shop.store("SHA256:ada")
        #expect(store.keepsSavedPaths)
        #expect(try store.savedPath(limit: limit) == nil, "none before the first save")
        try store.replaceSavedPath(with: path)
        // Another host: a store value of its own over the same shop.
        let elsewhere = try shop.store("SHA256:ada")
        #expect(try elsewhere.savedPath(limit: limit) == .bytes(path))
        // A save is made from the row as it is then, and replaces it.
        let seen = Mutex<[[UInt8]?]>([])
        try elsewhere.saveSavedPath(limit: limit) { current in
            seen.withLock { $0.append(current) }
            return (current ?? []) + Array(" ".utf8)
        }
        #expect(seen.withLock { $0.last } == .some(path))
        #expect(try store.savedPath(limit: limit) == .bytes(path + Array(" ".utf8)))
        // Nil from the merge leaves the row alone.
        try store.saveSavedPath(limit: limit) { _ in nil }
        #expect(try store.savedPath(limit: limit) == .bytes(path + Array(" ".utf8)))
        // Past the limit it is measured, not read; nor handed to a merge.
        #expect(try store.savedPath(limit: 10) == .tooLarge(length: path.count + 1))
        try store.saveSavedPath(limit: 10) { current in
            seen.withLock { $0.append(current) }
            return path
        }
        #expect(seen.withLock { $0.last } == .some(nil))
        #expect(try store.savedPath(limit: limit) == .bytes(path))
    }

    static func aDamagedSavedPathIsSetAsideNotDeleted(_ shop: ShopStoreMaker) throws {
        let store = try shop.store("SHA256:ada")
        let damaged = Array(#"{"format":"aisle.navigation","version":1,"path":[{"#.utf8)
        try store.replaceSavedPath(with: damaged)
        // Another host saved good screens since this one read the damaged row: theirs stay.
        let elsewhere = try shop.store("SHA256:ada")
        try elsewhere.replaceSavedPath(with: path)
        #expect(
            try store.setSavedPathAside(.bytes(damaged), reason: "cut short", at: "t1") == nil)
        #expect(try store.savedPath(limit: limit) == .bytes(path))
        // The damaged row itself is moved, and the place is free.
        try store.replaceSavedPath(with: damaged)
        let kept = try store.setSavedPathAside(.bytes(damaged), reason: "cut short", at: "t2")
        #expect(kept != nil)
        #expect(try store.savedPath(limit: limit) == nil)
        // One too large to read is matched by its length.
        try store.replaceSavedPath(with: damaged + damaged)
        #expect(
            try store.setSavedPathAside(
                .tooLarge(length: damaged.count * 2), reason: "too large", at: "t3") != nil)
        #expect(try store.savedPath(limit: limit) == nil)
    }

    static func savedPathsAreEachCustomersOwn(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        let bob = try shop.store("SHA256:bob")
        try ada.replaceSavedPath(with: path)
        #expect(try bob.savedPath(limit: limit) == nil)
        let bobs = path + Array("\n".utf8)
        try bob.replaceSavedPath(with: bobs)
        #expect(try ada.savedPath(limit: limit) == .bytes(path))
        #expect(try bob.savedPath(limit: limit) == .bytes(bobs))
        // Setting Bob's aside leaves Ada's.
        #expect(try bob.setSavedPathAside(.bytes(bobs), reason: "test", at: "t") != nil)
        #expect(try ada.savedPath(limit: limit) == .bytes(path))
        // Both saving at once: each gets their own.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (store, bytes) = index == 0 ? (ada, path + [0x20]) : (bob, path + [0x0A])
            try? store.replaceSavedPath(with: bytes)
        }
        #expect(try ada.savedPath(limit: limit) == .bytes(path + [0x20]))
        #expect(try bob.savedPath(limit: limit) == .bytes(path + [0x0A]))
    }

    static func theFileKeepsSavedPaths(_ shop: ShopStoreMaker) throws {
        let store = try shop.store("SHA256:ada")
        #expect(!store.keepsSavedPaths)
        try store.replaceSavedPath(with: path)
        #expect(try store.savedPath(limit: limit) == nil, "navigation.json keeps them")
    }
}
