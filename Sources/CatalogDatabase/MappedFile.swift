#if canImport(Glibc)
    import Glibc
#endif

/// A catalog file mapped read-only into memory, read front to back. The pages behind the
/// reader are handed back to the kernel as it goes (`release(before:)`), so a 350 MB file never
/// holds more than a few megabytes of the process's memory however large it is.
final class MappedFile {
    /// The file's bytes.
    let buffer: UnsafeBufferPointer<UInt8>
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    private var released = 0

    /// Maps `count` bytes of the open file `descriptor`; nil when the system refuses (the
    /// reason is in `errno`). An empty file maps to an empty buffer.
    init?(descriptor: Int32, count: Int) {
        guard count > 0 else {
            buffer = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        _ = madvise(address, count, MADV_SEQUENTIAL)
        buffer = UnsafeBufferPointer(
            start: address.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Gives back the pages wholly before `offset`, less a margin for a record still being read.
    /// Should a page be needed again (an error located near it), it is read from the file again.
    func release(before offset: Int) {
        let margin = 1 << 20
        let end = (offset - margin) / pageSize * pageSize
        guard let base = buffer.baseAddress, end > released + (8 << 20) else { return }
        _ = madvise(
            UnsafeMutableRawPointer(mutating: base) + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// Gives back the whole pages inside `range` (a long string the reader stepped over without
    /// keeping it), whatever was released before: should they be read again, the file has them.
    func release(_ range: Range<Int>) {
        let start = (range.lowerBound + pageSize - 1) / pageSize * pageSize
        let end = min(range.upperBound, buffer.count) / pageSize * pageSize
        guard let base = buffer.baseAddress, end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base) + start, end - start, MADV_DONTNEED)
    }

    deinit {
        if let base = buffer.baseAddress {
            _ = munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
        }
    }
}
