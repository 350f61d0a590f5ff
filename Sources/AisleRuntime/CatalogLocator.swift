import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the catalog Aisle ships with when neither `--catalog` nor `AISLE_CATALOG` names one:
/// installed, it is `<prefix>/share/aisle/catalog.json` beside `<prefix>/bin/aisle`; in a
/// checkout, `Resources/catalog.json` in a folder above the built binary (`.build/…/aisle`).
public enum CatalogLocator {
    /// The bundled catalog's path, or nil when it is not where it should be.
    public static func bundledCatalog() -> String? {
        guard
            let executable = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/exe")
        else { return nil }
        var directory = StoragePath.directory(of: executable)
        let prefix = StoragePath.directory(of: directory)
        let installed = StoragePath.join(prefix, "share/aisle/catalog.json")
        if FileManager.default.isReadableFile(atPath: installed) { return installed }
        for _ in 0..<6 {
            let candidate = StoragePath.join(directory, "Resources/catalog.json")
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            directory = StoragePath.directory(of: directory)
        }
        return nil
    }
}
