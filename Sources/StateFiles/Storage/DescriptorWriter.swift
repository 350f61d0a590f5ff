import Glibc

/// The `write(2)` loop for files, standard error and the bench trace: retries `EINTR`,
/// continues after short writes. (The ncurses backend, which imports nothing of ours but
/// TerminalUI, has one loop of its own for the terminal.)
public enum DescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`; returns nil on success, else the `errno`
    /// that stopped it (`ENOSPC` when `write(2)` wrote nothing for a non-empty buffer, which
    /// would otherwise loop forever).
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset)
            }
            if written < 0 {
                let code = Glibc.errno
                if code == EINTR { continue }
                return code
            }
            guard written > 0 else { return ENOSPC }
            offset += written
        }
        return nil
    }
}
