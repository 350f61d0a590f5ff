#if canImport(Glibc)
    import Glibc
#endif

/// Writes to the process's standard error, unbuffered. Only ever used while curses is not
/// running: before it starts and after it stops.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
