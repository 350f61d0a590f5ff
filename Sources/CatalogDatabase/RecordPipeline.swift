import Dispatch
import Storefront
import Synchronization

/// Reads a JSON catalog on one thread while the importer writes it on another: parsing and
/// building records is about half an import's work and SQLite's inserts the other half, so on
/// two cores a million products import in about half the time. The reader hands over records in
/// batches through a bounded queue (a few thousand records in memory at most); the first
/// problem either side finds, in file order, is the one reported, as a sequential read would.
enum RecordPipeline {
    /// One record as the reader handed it over.
    enum Record: Sendable {
        case currency(Currency)
        case category(Category, CatalogRecord, Int?)
        case seller(Seller, CatalogRecord, Int?)
        case product(Product, ProductText, CatalogRecord, Int?)
        case finish
    }

    /// What the reader sends: records, then the end of the file or the reader's error.
    enum Message: Sendable {
        case records([Record])
        case failed(CatalogError)
        case ended
    }

    /// Reads `file` into `importer`, the reading on another thread.
    static func read(_ file: MappedFile, into importer: inout CatalogImporter) throws(CatalogError)
    {
        let channel = Channel(capacity: 8)
        let stop = StopFlag()
        let finished = DispatchSemaphore(value: 0)
        // The mapping outlives the reader: this function waits for it before returning.
        nonisolated(unsafe) let buffer = file.buffer
        nonisolated(unsafe) let mapped = file
        DispatchQueue(label: "aisle.catalog-reader").async {
            var sink = SendingSink(channel: channel, stop: stop, file: mapped)
            do throws(CatalogError) {
                try CatalogReader.read(buffer, into: &sink)
                sink.flush()
                channel.send(.ended)
            } catch {
                sink.flush()
                channel.send(.failed(error))
            }
            finished.signal()
        }
        // Whatever happens here, the reader is stopped and gone before the mapping can be.
        defer {
            stop.raise()
            channel.drain()
            finished.wait()
        }
        while true {
            switch channel.receive() {
            case .ended: return
            case .failed(let error): throw error
            case .records(let records):
                do throws(CatalogRejection) {
                    for record in records { try apply(record, to: &importer) }
                } catch {
                    stop.raise()
                    throw CatalogReader.located(error, in: buffer, end: buffer.count)
                }
            }
        }
    }

    private static func apply(
        _ record: Record, to importer: inout CatalogImporter
    ) throws(CatalogRejection) {
        switch record {
        case .currency(let currency): try importer.currency(currency)
        case .category(let category, let place, let offset):
            try importer.category(category, place, offset: offset)
        case .seller(let seller, let place, let offset):
            try importer.seller(seller, place, offset: offset)
        case .product(let product, let text, let place, let offset):
            try importer.product(product, text, place, offset: offset)
        case .finish: try importer.finish()
        }
    }
}

/// The reader's side: collects records into batches and sends them, handing the mapped file's
/// pages back behind itself; stops the read (with a rejection nobody reports) once told to.
private struct SendingSink: CatalogSink {
    static let batchSize = 1024

    let channel: RecordPipeline.Channel
    let stop: RecordPipeline.StopFlag
    let file: MappedFile
    var batch: [RecordPipeline.Record] = []

    mutating func currency(_ currency: Currency) throws(CatalogRejection) {
        try add(.currency(currency), at: nil)
    }
    mutating func category(_ category: Category, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        try add(.category(category, record, offset), at: offset)
    }
    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        try add(.seller(seller, record, offset), at: offset)
    }
    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        // The text is made here, on the reader's thread: the writer's is the busier one.
        try add(.product(product, ProductText(product), record, offset), at: offset)
    }
    mutating func finish() throws(CatalogRejection) { try add(.finish, at: nil) }

    private mutating func add(_ record: RecordPipeline.Record, at offset: Int?)
        throws(CatalogRejection)
    {
        batch.append(record)
        guard batch.count >= Self.batchSize else { return }
        if stop.isRaised { throw CatalogRejection(.empty, record: nil, offset: nil) }
        flush()
        if let offset { file.release(before: offset) }
    }

    mutating func flush() {
        if !batch.isEmpty { channel.send(.records(batch)) }
        batch = []
    }
}
