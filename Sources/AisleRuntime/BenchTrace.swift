import StateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// When `AISLE_BENCH_TRACE` names a file, each drawn frame appends `frame <ns>` to it (the
/// CLOCK_MONOTONIC time after the terminal was updated), so `make bench` can time start-up
/// and keypresses from outside; `frame <ns> searching` while a search is worked out with
/// nothing listed yet, `frame <ns> first-page` while its first page is listed (the bench
/// times the results frames too). Costs nothing when unset.
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

    /// Appends the time now, followed by `mark` when given (a search under way).
    public func frameDrawn(mark: String? = nil) {
        guard let descriptor else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let line =
            "frame \(Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec))"
            + (mark.map { " " + $0 } ?? "") + "\n"
        DescriptorWriter.writeAll(Array(line.utf8), to: descriptor)
    }
}
