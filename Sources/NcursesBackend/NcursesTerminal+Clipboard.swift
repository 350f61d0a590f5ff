import TerminalUI

extension NcursesTerminal {
    /// Sends OSC 52 ("set the clipboard to this base64 text"). Terminals that do not support it
    /// ignore the sequence; it moves no cursor and draws nothing, so the screen stays in sync.
    public func copyToClipboard(_ text: String) {
        Self.writeToTerminal("\u{1B}]52;c;" + Self.base64(Array(text.utf8)) + "\u{07}")
    }

    /// Standard base64 with padding (RFC 4648).
    static func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) {
                $0 | UInt32($1.element) << (16 - 8 * $1.offset)
            }
            for position in 0..<4 {
                out.append(
                    position <= chunk.count
                        ? table[Int(value >> (18 - 6 * position) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
