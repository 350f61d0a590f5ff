import Crypto
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The SHA-256 of a catalog file's bytes, in 64 lowercase hex digits: the catalog's edition,
/// the same for the same bytes on any host at any path (DECISIONS.md, "The catalog edition is
/// its content"). Worked out on a thread of its own while the import reads the same open file,
/// so the import takes no longer on a machine with a core to spare; read with `pread` in 1 MiB
/// steps, so it holds no more memory than that.
final class ContentHash: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let answer = Mutex<String?>(nil)

    /// Starts hashing the first `size` bytes of the open file `descriptor`, which must stay
    /// open until `wait()` returns.
    init(descriptor: Int32, size: Int) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let digest = Self.digest(descriptor: descriptor, size: size)
            answer.withLock { $0 = digest }
            done.signal()
        }
    }

    /// The hash, once worked out; nil when the file could not be read to its end (it was cut
    /// short meanwhile, or a read failed).
    func wait() -> String? {
        done.wait()
        done.signal()
        return answer.withLock { $0 }
    }

    /// The hex SHA-256 of the first `size` bytes of `descriptor`, read from offset 0.
    static func digest(descriptor: Int32, size: Int) -> String? {
        var hasher = SHA256()
        let step = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: step, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < size {
            let count = pread(
                descriptor, buffer.baseAddress, min(step, size - offset), off_t(offset))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            offset += count
        }
        return hasher.finalize().map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
