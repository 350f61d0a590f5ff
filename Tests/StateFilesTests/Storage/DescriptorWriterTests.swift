import Glibc
import StateFiles
import Testing

/// The one write loop.
@Suite(.timeLimit(.minutes(10))) struct DescriptorWriterTests {
    @Test func writesEveryByteThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
        }
        let bytes = (0..<60_000).map { UInt8(truncatingIfNeeded: $0) }
        // The pipe holds 64 KiB, so one call may write part and the loop the rest.
        #expect(DescriptorWriter.writeAll(bytes, to: ends[1]) == nil)
        close(ends[1])
        var read: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(ends[0], $0.baseAddress, 4096) }
            guard count > 0 else { break }
            read += buffer.prefix(count)
        }
        #expect(read == bytes)
    }

    @Test func aFailureReturnsItsErrno() {
        #expect(DescriptorWriter.writeAll([1], to: -1) == EBADF)
        #expect(DescriptorWriter.writeAll([], to: -1) == nil, "nothing to write, nothing tried")
    }
}
