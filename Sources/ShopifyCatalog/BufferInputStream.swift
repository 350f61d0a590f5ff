import Foundation

/// An `InputStream` over bytes already in memory (a mapped catalog file), so that CSV.swift's
/// reader, which reads a stream in 64 KiB chunks, streams the file without a copy of it;
/// `consumed` tells how far it has read. With a `fieldBound`, each field is cut off at it as
/// it passes (`CSVFieldBound`).
final class BufferInputStream: InputStream {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var status: Stream.Status = .notOpen
    /// How many bytes the reader has taken.
    private(set) var consumed = 0
    private var bound: CSVFieldBound?
    /// Bytes let through by the bound and not yet read.
    private var pending: [UInt8] = []
    private var pendingStart = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>, fieldBound: Int? = nil) {
        self.buffer = buffer
        bound = fieldBound.map(CSVFieldBound.init(bound:))
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { nil }
    override var hasBytesAvailable: Bool {
        consumed < buffer.count || pendingStart < pending.count
    }

    override func read(_ target: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        guard var bound else { return readDirect(target, maxLength: maxLength) }
        // Filter input until there is something to hand over, or nothing is left.
        while pendingStart == pending.count, consumed < buffer.count, let base = buffer.baseAddress
        {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
            let end = min(buffer.count, consumed + max(maxLength, 1))
            for offset in consumed..<end { bound.take(base[offset], into: &pending) }
            consumed = end
            if consumed == buffer.count { bound.finish(into: &pending) }
        }
        self.bound = bound
        let count = min(maxLength, pending.count - pendingStart)
        guard count > 0 else { return 0 }
        pending.withUnsafeBufferPointer { source in
            if let from = source.baseAddress {
                target.update(from: from + pendingStart, count: count)
            }
        }
        pendingStart += count
        return count
    }

    private func readDirect(_ target: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        let count = min(maxLength, buffer.count - consumed)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        target.update(from: base + consumed, count: count)
        consumed += count
        return count
    }
}
