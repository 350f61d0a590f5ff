import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// When `AISLE_BENCH_TRACE` names a file, each drawn frame appends `frame <ns>` to it (the
/// CLOCK_MONOTONIC time after the terminal was updated), so `make bench` can time start-up
/// and keypresses from outside; `frame <ns> searching` while a search is still worked out
/// (the bench times the results frame too). Costs nothing when unset.
public struct BenchTrace {
    private let descriptor: Int32?

    /// A trace appending to `path`, or none when `path` is nil or cannot be opened.
    public init(path: String?) {
        guard let path else {
            descriptor = nil
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        descriptor = fd >= 0 ? fd : nil
    }

    /// Appends the time now, marked when a search is still being worked out.
    public func frameDrawn(searching: Bool = false) {
        guard let descriptor else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let line =
            "frame \(Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec))"
            + (searching ? " searching\n" : "\n")
        DescriptorWriter.writeAll(Array(line.utf8), to: descriptor)
    }
}
