import Navigation
import StateFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Catalog {
    /// The bytes of the catalog file at `path`, through `fileSystem` (the seam every syscall in
    /// Aisle goes through). Unlike Aisle's own state files, a catalog is named by the user, so a
    /// symbolic link is followed; anything but a regular file is refused before it is read.
    static func readCatalogFile(
        _ path: String, fileSystem: any FileSystem = SystemFileSystem()
    ) throws(CatalogError) -> [UInt8] {
        guard !path.isEmpty else { throw .unreadable(reason: "no file name given") }
        let file: OpenFile
        do throws(FileSystemError) {
            // O_NONBLOCK: a named pipe opens at once (and is then refused) instead of hanging.
            file = try fileSystem.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC, mode: 0)
        } catch {
            throw .unreadable(reason: reason(error.errno))
        }
        defer { try? fileSystem.close(file) }
        let status: FileStatus
        do throws(FileSystemError) {
            status = try fileSystem.status(of: file)
        } catch {
            throw .unreadable(reason: reason(error.errno))
        }
        switch status.kind {
        case .regular: break
        case .directory: throw .unreadable(reason: "is a directory")
        default: throw .unreadable(reason: "is a \(status.kind.rawValue), not a regular file")
        }
        guard status.size <= maximumFileSize else { throw tooLarge(status.size) }
        var bytes: [UInt8] = []
        // One read normally takes the whole file and a second sees its end; the loop covers
        // short reads and a file growing meanwhile, never reading more than a byte past the cap.
        while bytes.count <= maximumFileSize {
            let wanted = max(status.size + 1 - bytes.count, 1 << 16)
            let chunk: [UInt8]
            do throws(FileSystemError) {
                chunk = try fileSystem.read(
                    file, maxCount: min(wanted, maximumFileSize + 1 - bytes.count))
            } catch {
                throw .unreadable(reason: reason(error.errno))
            }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        }
        guard bytes.count <= maximumFileSize else { throw tooLarge(bytes.count) }
        return bytes
    }

    private static func tooLarge(_ size: Int) -> CatalogError {
        // Rounded up, so that a file just over the limit does not read "256 MiB; the limit is 256".
        let mebibytes = (size + (1 << 20) - 1) >> 20
        return .unreadable(
            reason: "is too large (\(mebibytes) MiB; the limit is \(maximumFileSize >> 20) MiB)")
    }

    /// `errno` in the words of `CatalogError.unreadable(reason:)`.
    private static func reason(_ code: Int32) -> String {
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
