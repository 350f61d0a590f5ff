import Navigation
import StateFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Catalog {
    /// The catalog file at `path`, opened for reading through `fileSystem` (the seam every
    /// syscall in Aisle goes through), with its size. Unlike Aisle's own state files, a catalog
    /// is named by the user, so a symbolic link is followed; anything but a regular file is
    /// refused before it is read. The caller closes the file.
    public static func openCatalogFile(
        _ path: String, fileSystem: any FileSystem = SystemFileSystem()
    ) throws(CatalogError) -> (file: OpenFile, status: FileStatus) {
        guard !path.isEmpty else { throw .unreadable(reason: "no file name given") }
        let file: OpenFile
        do throws(FileSystemError) {
            // O_NONBLOCK: a named pipe opens at once (and is then refused) instead of hanging.
            file = try fileSystem.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC, mode: 0)
        } catch {
            throw .unreadable(reason: reason(error.errno))
        }
        let status: FileStatus
        do throws(FileSystemError) {
            status = try fileSystem.status(of: file)
        } catch {
            try? fileSystem.close(file)
            throw .unreadable(reason: reason(error.errno))
        }
        let refusal: String? =
            switch status.kind {
            case .regular: nil
            case .directory: "is a directory"
            default: "is a \(status.kind.rawValue), not a regular file"
            }
        if let refusal {
            try? fileSystem.close(file)
            throw .unreadable(reason: refusal)
        }
        return (file, status)
    }

    /// The bytes of the catalog file at `path` (see `openCatalogFile`). There is no size cap:
    /// a large catalog is imported by streaming it, and only tests read one whole.
    static func readCatalogFile(
        _ path: String, fileSystem: any FileSystem = SystemFileSystem()
    ) throws(CatalogError) -> [UInt8] {
        let (file, status) = try openCatalogFile(path, fileSystem: fileSystem)
        defer { try? fileSystem.close(file) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(status.size)
        // One read normally takes the whole file and a second sees its end; the loop covers
        // short reads and a file growing meanwhile.
        while true {
            let chunk: [UInt8]
            do throws(FileSystemError) {
                chunk = try fileSystem.read(
                    file, maxCount: max(status.size + 1 - bytes.count, 1 << 16))
            } catch {
                throw .unreadable(reason: reason(error.errno))
            }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        }
        return bytes
    }

    /// `errno` in the words of `CatalogError.unreadable(reason:)`.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a folder in its path is not a directory"
        case ELOOP: "too many levels of symbolic links"
        case ENAMETOOLONG: "the file name is too long"
        case ENXIO: "is not a regular file"
        default:
            strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
        }
    }
}
