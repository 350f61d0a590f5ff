/// The problems one pass over a catalog found, in the order a sequential read meets them: each
/// record's problems in file order, then those only the end of the file could tell (a product
/// whose category never came). The first `limit` are kept, every one is counted, so a file of a
/// thousand bad records costs no more memory than one of twenty.
public struct CatalogProblemLog: Sendable {
    /// How many problems a report lists; the rest are counted.
    public static let limit = 20

    /// One problem: what, in which record, where its record starts in the file.
    public struct Entry: Sendable, Equatable {
        public var problem: CatalogProblem
        public var record: CatalogRecord?
        public var offset: Int
        /// Whether it was found when the file had ended (it comes after every other then).
        public var atEnd: Bool

        /// An entry from its parts.
        public init(_ problem: CatalogProblem, record: CatalogRecord?, offset: Int, atEnd: Bool) {
            self.problem = problem
            self.record = record
            self.offset = offset
            self.atEnd = atEnd
        }

        fileprivate func precedes(_ other: Entry) -> Bool {
            atEnd != other.atEnd ? !atEnd : offset < other.offset
        }
    }

    /// The first problems, at most `limit`, in order.
    public private(set) var kept: [Entry] = []
    /// How many problems were found in all.
    public private(set) var count = 0

    /// An empty log.
    public init() {}

    /// Whether nothing was found.
    public var isEmpty: Bool { count == 0 }

    /// Adds a problem found after those already added (in the same stream of the file).
    public mutating func add(_ entry: Entry) {
        count += 1
        if kept.count < Self.limit { kept.append(entry) }
    }

    /// Adds `other`'s problems, found by another reader of the same file (the writer's checks
    /// beside the parser's), keeping the first `limit` of both in file order.
    public mutating func merge(_ other: CatalogProblemLog) {
        var merged: [Entry] = []
        var (left, right) = (kept[...], other.kept[...])
        while merged.count < Self.limit, let next = left.first ?? right.first {
            if let l = left.first, let r = right.first {
                if r.precedes(l) {
                    merged.append(r)
                    right = right.dropFirst()
                } else {
                    merged.append(l)
                    left = left.dropFirst()
                }
            } else {
                merged.append(next)
                if left.isEmpty { right = right.dropFirst() } else { left = left.dropFirst() }
            }
        }
        kept = merged
        count += other.count
    }

    /// The error to report, each problem located in `buffer` (one pass over it; nil for a
    /// catalog without lines), or nil when nothing was found.
    public func error(in buffer: UnsafeBufferPointer<UInt8>?) -> CatalogError? {
        let issues = CatalogReader.locate(kept, in: buffer)
        guard let first = issues.first else { return nil }
        if count == 1 { return .invalid(first.problem, at: first.place) }
        return .several(issues, more: count - issues.count)
    }
}
