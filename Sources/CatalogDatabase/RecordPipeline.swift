import Dispatch
import Storefront
import Synchronization

/// Reads a JSON catalog on one thread while the importer writes it on another: parsing and
/// building records is about half an import's work and SQLite's inserts the other half, so on
/// two cores a million products import in about half the time. The reader hands over records in
/// batches through a bounded queue (a few thousand records in memory at most). Each side logs
/// the problems it finds (`CatalogProblemLog`) and goes on; at the end both logs are merged in
/// file order, so the report lists what a sequential read would, the first first.
enum RecordPipeline {
    /// One record as the reader handed it over.
    enum Record: Sendable {
        case currency(Currency)
        case category(Category, CatalogRecord, Int?)
        case seller(Seller, CatalogRecord, Int?)
        case product(Product, ProductText, CatalogRecord, Int?)
        case finish
    }

    /// What the reader sends: records, then the end of the file with the problems it found.
    enum Message: Sendable {
        case records([Record])
        case ended(CatalogProblemLog)
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
            var log = CatalogProblemLog()
            CatalogReader.scan(buffer, into: &sink, log: &log) { mapped.release($0) }
            sink.flush()
            channel.send(.ended(log))
            finished.signal()
        }
        // Whatever happens here, the reader is stopped and gone before the mapping can be.
        defer {
            stop.raise()
            channel.drain()
            finished.wait()
        }
        var log = CatalogProblemLog()
        while true {
            switch channel.receive() {
            case .ended(var problems):
                problems.merge(log)
                if let error = problems.error(in: buffer) { throw error }
                return
            case .records(let records):
                do throws(CatalogRejection) {
                    for record in records { try apply(record, to: &importer, log: &log) }
                } catch {
                    // A write failed (the importer says why): stop reading at once.
                    stop.raise()
                    throw .invalid(.empty, at: CatalogPlace())
                }
            }
        }
    }

    /// Writes `record`; a record the importer rejects is logged and left out, and only a
    /// failed write (a rejection for `.empty`) is thrown.
    private static func apply(
        _ record: Record, to importer: inout CatalogImporter, log: inout CatalogProblemLog
    ) throws(CatalogRejection) {
        do throws(CatalogRejection) {
            switch record {
            case .currency(let currency): try importer.currency(currency)
            case .category(let category, let place, let offset):
                try importer.category(category, place, offset: offset)
            case .seller(let seller, let place, let offset):
                try importer.seller(seller, place, offset: offset)
            case .product(let product, let text, let place, let offset):
                try importer.product(product, text, place, offset: offset)
            case .finish:
                var atEnd = CatalogProblemLog()
                try importer.finish { rejection in
                    atEnd.add(
                        .init(
                            rejection.problem, record: rejection.record,
                            offset: rejection.offset ?? 0, atEnd: true))
                }
                log.merge(atEnd)
            }
        } catch {
            guard error.problem != .empty else { throw error }
            log.add(
                .init(error.problem, record: error.record, offset: error.offset ?? 0, atEnd: false))
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
    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {
        try add(.finish, at: nil)
    }

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
