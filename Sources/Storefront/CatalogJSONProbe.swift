import Navigation
import StateFiles

/// What a rejected catalog holds where a decoding error points: the id of the record, so a
/// message can say `products[12] (id "p-013")`, and the value standing where the error is, so it
/// can say "found a string". The decoder reports neither; the scanner reads them.
struct CatalogJSONProbe {
    /// The record's `"id"` when it is a string (the first, if the record repeats the key).
    private(set) var recordID: String?
    /// The value at the probed place, nil when it is absent.
    private(set) var found: JSONScanner.Value?

    /// Looks in `bytes` at the top-level field `section`, its element `index` and that
    /// element's field `field`; a nil part ends the walk one level up. The first occurrence of
    /// a repeated key counts, as it does for the decoder.
    init(_ bytes: [UInt8], section: String?, index: Int?, field: String?) {
        var scanner = JSONScanner(bytes)
        guard let section else {
            found = try? scanner.value()
            return
        }
        var probe = Self()
        guard scanner.atObject() else { return }
        var seen = false
        try? scanner.object { scanner, key throws(JSONScanner.Failure) in
            guard key == section, !seen else {
                _ = try scanner.value()
                return
            }
            seen = true
            guard let index, scanner.atArray() else {
                probe.found = try scanner.value()
                scanner.stopped = true
                return
            }
            try scanner.array { scanner, position throws(JSONScanner.Failure) in
                guard position == index else {
                    _ = try scanner.value()
                    return
                }
                try probe.readRecord(&scanner, field: field)
                scanner.stopped = true
            }
            scanner.stopped = true
        }
        self = probe
    }

    private init() {}

    /// Reads the record the scanner is at: its id, and `field` (or the record itself).
    private mutating func readRecord(
        _ scanner: inout JSONScanner, field: String?
    ) throws(JSONScanner.Failure) {
        guard scanner.atObject() else {
            found = try scanner.value()
            return
        }
        var idSeen = false
        var fieldSeen = false
        var id: String?
        var value: JSONScanner.Value?
        try scanner.object { scanner, key throws(JSONScanner.Failure) in
            let member = try scanner.value()
            if key == "id", !idSeen {
                idSeen = true
                if case .string(let text) = member { id = text }
            }
            if key == field, !fieldSeen {
                fieldSeen = true
                value = member
            }
        }
        recordID = id
        found = field == nil ? .object : value
    }
}
