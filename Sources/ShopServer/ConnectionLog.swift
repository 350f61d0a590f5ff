#if canImport(Glibc)
    import Glibc
#endif

/// The server's one line per connection and disconnection on standard error, for a terminal or
/// a service's journal alike: `connected SHA256:abcd1234efgh from 127.0.0.1:50312`.
enum ConnectionLog {
    /// Writes `line` (with a newline) in one call, so lines from several loops never interleave.
    static func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(2, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// "3m07s", "42s", "1h02m".
    static func duration(seconds: Int) -> String {
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m\(twoDigits(seconds % 60))s" }
        return "\(seconds / 3600)h\(twoDigits(seconds / 60 % 60))m"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
