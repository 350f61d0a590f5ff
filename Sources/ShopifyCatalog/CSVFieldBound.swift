/// Cuts each CSV field off at `bound` bytes as the file streams to the parser, which would
/// otherwise hold a field whole however long (a 300 MB cell cost 589 MB): a field past the
/// bound reaches the parser as its first `bound + 1` bytes, so that a column Aisle reads
/// refuses it as too long and one it skips costs no more. Quotes, separators and line
/// breaks always pass (a row keeps its fields, and the reader counts lines exactly), whatever
/// is cut around them.
struct CSVFieldBound {
    /// The most bytes of a field that pass.
    let bound: Int
    private var quoted = false
    /// A quote inside a quoted field, held until the next byte tells whether it is an
    /// escaped quote (`""`) or the field's closing one.
    private var heldQuote = false
    /// Bytes of the current field seen so far.
    private var length = 0
    /// Whether the current field has had its first byte (a quote opens it only there).
    private var started = false

    init(bound: Int) { self.bound = bound }

    /// Passes `byte` through, appending to `output` what the parser is to read.
    mutating func take(_ byte: UInt8, into output: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        if heldQuote {
            heldQuote = false
            if byte == quote {
                // An escaped quote: content, two bytes of it.
                content(quote, into: &output)
                content(quote, into: &output)
                return
            }
            output.append(quote)
            quoted = false
        }
        if quoted {
            if byte == quote {
                heldQuote = true
            } else if byte == 0x0A || byte == 0x0D {
                output.append(byte)  // the reader counts a quoted field's line breaks
            } else {
                content(byte, into: &output)
            }
            return
        }
        switch byte {
        case quote where !started:
            quoted = true
            started = true
            output.append(byte)
        case UInt8(ascii: ","), 0x0A, 0x0D:
            length = 0
            started = false
            output.append(byte)
        default:
            started = true
            content(byte, into: &output)
        }
    }

    /// The end of the input: a quote still held is the closing one.
    mutating func finish(into output: inout [UInt8]) {
        if heldQuote { output.append(UInt8(ascii: "\"")) }
        heldQuote = false
    }

    private mutating func content(_ byte: UInt8, into output: inout [UInt8]) {
        length += 1
        if length <= bound + 1 { output.append(byte) }
    }
}
