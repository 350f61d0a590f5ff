import Foundation

/// Damages a SQLite file the way a bad disk sector would: one whole page, the one holding
/// `marker` (a product's name, say), overwritten with garbage, the rest of the file intact.
public enum DamagedPage {
    /// Overwrites the page of the SQLite file at `path` that holds the first `marker`; returns
    /// the page's number (from 1). Throws when the file has no such bytes.
    @discardableResult
    public static func overwrite(containing marker: String, in path: String) throws -> Int {
        guard var bytes = Disk.contents(path), bytes.count >= 100 else {
            throw TestFailure("no SQLite file at \(path)")
        }
        // The page size is the header's big-endian bytes 16–17 (1 stands for 65536).
        let raw = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = raw == 1 ? 65536 : raw
        guard let offset = Self.offset(of: Array(marker.utf8), in: bytes) else {
            throw TestFailure("\(marker) is not in \(path)")
        }
        let start = offset / pageSize * pageSize
        for index in start..<min(bytes.count, start + pageSize) {
            bytes[index] = UInt8(truncatingIfNeeded: index &* 7 &+ 0x5A)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return start / pageSize + 1
    }

    private static func offset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
