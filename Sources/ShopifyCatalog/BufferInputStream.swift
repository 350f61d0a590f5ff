import Foundation

/// An `InputStream` over bytes already in memory (a mapped catalog file), so that CSV.swift's
/// reader, which reads a stream in 64 KiB chunks, streams the file without a copy of it;
/// `consumed` tells how far it has read.
final class BufferInputStream: InputStream {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var status: Stream.Status = .notOpen
    /// How many bytes the reader has taken.
    private(set) var consumed = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { nil }
    override var hasBytesAvailable: Bool { consumed < buffer.count }

    override func read(_ target: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        let count = min(maxLength, buffer.count - consumed)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        target.update(from: base + consumed, count: count)
        consumed += count
        return count
    }
}
