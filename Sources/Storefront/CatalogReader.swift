import StateFiles

/// The one reader of catalog files: a single pass over the bytes that hands each record to a
/// `CatalogSink` as soon as it is read, and reports every problem with its line and record
/// (`line 57, products[12] (id "p-013"): missing field "price"`): a bad record is left out and
/// reading goes on, so one pass finds them all (`CatalogProblemLog` keeps the first 20).
///
/// It reads JSON as Foundation's decoder did before it (a UTF-8 byte-order mark and trailing
/// commas are accepted; invalid UTF-8, raw control characters in strings and lone surrogate
/// escapes are not); fields the format does not use are checked as JSON and skipped, so a newer
/// catalog still loads; a field the format uses may appear only once per object. Nesting is
/// capped at `depthLimit`, which also bounds the reader's recursion.
public enum CatalogReader {
    /// Far deeper than a catalog needs (3 levels), shallow enough for a small thread stack.
    public static let depthLimit = 32
    /// The longest string a catalog may hold as written, in any field: what the longest
    /// description could take with every byte escaped. Longer ones are never read into memory.
    public static let longestString = Catalog.maximumTextBytes * 6

    /// Reads the catalog in `bytes` into `sink`; throws `.invalid` at the first problem.
    public static func read(
        _ bytes: [UInt8], into sink: inout some CatalogSink
    ) throws(CatalogError) {
        let failure: CatalogError? = bytes.withUnsafeBufferPointer { buffer in
            do throws(CatalogError) {
                try read(buffer, into: &sink)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Reads the catalog in `buffer` (a mapped file, for one) into `sink`, front to back, so
    /// the bytes behind the last record handed over are never needed again; throws every
    /// problem found (`CatalogProblemLog`), the first first.
    public static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, into sink: inout some CatalogSink
    ) throws(CatalogError) {
        var log = CatalogProblemLog()
        scan(buffer, into: &sink, log: &log)
        if let error = log.error(in: buffer) { throw error }
    }

    /// Reads the catalog in `buffer` into `sink`, adding each problem to `log` and going on past
    /// every problem confined to one record (the record is left out); a problem that leaves
    /// the rest unreadable (not JSON, a list that is not a list) ends the read, and a sink's
    /// `.empty` rejection ends it unreported. `release` is told what a mapped file may hand back
    /// (the pages of a string too long to keep).
    public static func scan(
        _ buffer: UnsafeBufferPointer<UInt8>, into sink: inout some CatalogSink,
        log: inout CatalogProblemLog, release: (@Sendable (Range<Int>) -> Void)? = nil
    ) {
        var cursor = Cursor(buffer)
        cursor.release = release
        do throws(Failure) {
            try cursor.document(into: &sink)
        } catch {
            if !error.isStop { cursor.log.add(error.entry) }
        }
        log.merge(cursor.log)
    }

    /// Each of `entries` located in `buffer` (nil for a catalog without lines: SQLite), in
    /// one pass over the bytes whatever their number.
    static func locate(
        _ entries: [CatalogProblemLog.Entry], in buffer: UnsafeBufferPointer<UInt8>?
    ) -> [CatalogIssue] {
        var issues = entries.map { CatalogIssue($0.problem, at: CatalogPlace(record: $0.record)) }
        guard let buffer else { return issues }
        var line = 1
        var lineStart = 0
        var index = 0
        for entry in entries.indices.sorted(by: { entries[$0].offset < entries[$1].offset }) {
            if entries[entry].problem == .empty {
                issues[entry].place = CatalogPlace()
                continue
            }
            let end = min(max(entries[entry].offset, 0), buffer.count)
            while index < end {
                if buffer[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            issues[entry].place.line = line
            if case .syntax = entries[entry].problem {
                // UTF-8 continuation bytes (10xxxxxx) do not start a character.
                var column = 1
                for position in lineStart..<end where buffer[position] & 0xC0 != 0x80 {
                    column += 1
                }
                issues[entry].place.column = column
            }
        }
        return issues
    }

    /// A problem at a byte offset, with the record it is in once that is known.
    struct Failure: Error {
        var offset: Int
        var problem: CatalogProblem
        var record: CatalogRecord?

        init(_ problem: CatalogProblem, at offset: Int, record: CatalogRecord? = nil) {
            self.offset = offset
            self.problem = problem
            self.record = record
        }

        /// The problem as the log keeps it.
        var entry: CatalogProblemLog.Entry {
            CatalogProblemLog.Entry(problem, record: record, offset: offset, atEnd: false)
        }

        /// Whether the rest of the file can still be read after it: a problem inside one
        /// record, not a break in the JSON (nor a sink's request to stop).
        var isRecoverable: Bool {
            switch problem {
            case .syntax, .empty: false
            default: record != nil
            }
        }

        /// A sink's request to stop (`.empty`, given for a record): never reported.
        var isStop: Bool { problem == .empty && record != nil }
    }

    /// A position in the file's bytes; the catalog grammar reads forward from it.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        private var depth = 0
        /// The problems met so far.
        var log = CatalogProblemLog()
        /// Whether the cursor is stepping over a record already refused (`skipValue` then steps
        /// over an overlong string unread instead of refusing it again).
        var skippingRefused = false
        /// Told the ranges of the file a long string took, once stepped over (a mapped file
        /// hands those pages back); nil for bytes in memory.
        var release: (@Sendable (Range<Int>) -> Void)?

        init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
            self.bytes = bytes
            self.index = index
        }

        /// Reads an object, calling `member` at each value with its key; the cursor must be at
        /// `{` and is left after `}`. A comma before `}` is tolerated.
        mutating func members(
            _ member: (inout Cursor, Key) throws(Failure) -> Void
        ) throws(Failure) {
            try enter()
            defer { depth -= 1 }
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                guard peek == UInt8(ascii: "\"") else {
                    throw expected("a field name in double quotes", in: "an object")
                }
                let key = try self.key()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else {
                    throw expected("\":\" after the field name", in: "an object")
                }
                index += 1
                skipWhitespace()
                try member(&self, key)
                skipWhitespace()
                switch peek {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                    if peek == UInt8(ascii: "}") {
                        index += 1
                        return
                    }
                case UInt8(ascii: "}"):
                    index += 1
                    return
                default:
                    throw expected("\",\" or \"}\" after a field", in: "an object")
                }
            }
        }

        /// Reads an array, calling `element` at each value with its position; the cursor must
        /// be at `[` and is left after `]`. A comma before `]` is tolerated.
        mutating func elements(
            _ element: (inout Cursor, Int) throws(Failure) -> Void
        ) throws(Failure) {
            try enter()
            defer { depth -= 1 }
            skipWhitespace()
            var position = 0
            while peek != UInt8(ascii: "]") {
                try element(&self, position)
                position += 1
                skipWhitespace()
                switch peek {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                case UInt8(ascii: "]"):
                    break
                default:
                    throw expected("\",\" or \"]\" after an element", in: "an array")
                }
            }
            index += 1
        }

        /// Steps into an array or object, refusing to go deeper than `depthLimit`.
        private mutating func enter() throws(Failure) {
            guard depth < CatalogReader.depthLimit else {
                throw syntax("nested more than \(CatalogReader.depthLimit) levels deep")
            }
            depth += 1
            index += 1
        }

        /// The byte at the cursor, nil at the end.
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Skips JSON white space: space, tab, line feed, carriage return.
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        /// A syntax failure at `offset` (the cursor by default).
        func syntax(_ problem: String, at offset: Int? = nil) -> Failure {
            Failure(.syntax(problem), at: offset ?? index)
        }

        /// "the file ends inside an object", or "expected …, found …".
        func expected(_ what: String, in container: String) -> Failure {
            peek == nil
                ? syntax("the file ends inside \(container)")
                : syntax("expected \(what), found \(found)")
        }

        /// The character at the cursor, quoted, for "found …".
        var found: String { JSONScalars.character(at: index, in: bytes) }
    }
}
