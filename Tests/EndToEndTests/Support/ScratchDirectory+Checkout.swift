import Foundation

/// Searching what the app left on disk for data it must never write.
extension ScratchDirectory {
    /// Every regular file under `directory`, hidden ones and those in hidden folders included.
    static func allFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }
            .map { directory + "/" + $0 }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
    }

    /// `file: needle` for each needle found byte for byte in a file under one of `directories`.
    static func occurrences(of needles: [String], under directories: [String]) -> [String] {
        directories.flatMap(allFiles(under:)).flatMap { file in
            let bytes = contents(of: file) ?? []
            return needles.filter { contains(bytes, Array($0.utf8)) }.map { "\(file): \($0)" }
        }
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return needle.isEmpty }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
