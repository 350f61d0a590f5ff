/// One event of the operator's log as one line of text: `logfmt` (`time=… event=refused
/// reason=shop-full address=…`) or a JSON object with the same keys in the same order. Pure, so
/// the quoting is tested without a server.
public enum ServerLogLine {
    /// The two shapes of a line (`--log-format`).
    public enum Format: String, Sendable, CaseIterable {
        case logfmt
        case json
    }

    /// The line for `event` at `time` (already formatted) with `fields` in their order; `time`
    /// and `event` come first and a field of the same name is dropped.
    public static func make(
        _ event: String, _ fields: [(String, String)], time: String, format: Format
    ) -> String {
        let pairs =
            [("time", time), ("event", event)] + fields.filter { $0.0 != "time" && $0.0 != "event" }
        switch format {
        case .logfmt:
            return pairs.map { "\(key($0.0))=\(logfmtValue($0.1))" }.joined(separator: " ")
        case .json:
            return "{"
                + pairs.map { "\(jsonString(key($0.0))):\(jsonString($0.1))" }
                .joined(separator: ",") + "}"
        }
    }

    /// Keys are the code's own, but a key that is not plain is made plain rather than trusted.
    private static func key(_ name: String) -> String {
        let plain = name.unicodeScalars.map { scalar -> String in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                ? String(scalar) : "_"
        }
        return plain.isEmpty ? "_" : plain.joined()
    }

    /// Bare when it has no space, quote, `=` or control character (and is not empty);
    /// otherwise double-quoted with `\"`, `\\` and control characters escaped, so a hostile
    /// client version or TERM can neither split a line nor forge a key.
    static func logfmtValue(_ value: String) -> String {
        let bare =
            !value.isEmpty
            && !value.unicodeScalars.contains {
                $0 == " " || $0 == "\"" || $0 == "=" || $0 == "\\" || $0.value < 0x20
                    || $0.value == 0x7F || !$0.isASCII && isSeparator($0)
            }
        return bare ? value : "\"" + escaped(value) + "\""
    }

    /// A JSON string literal (RFC 8259): quote, backslash and every control character escaped.
    static func jsonString(_ value: String) -> String {
        "\"" + escaped(value) + "\""
    }

    private static func escaped(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isSeparator(scalar) {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// U+2028 and U+2029 end a line for some readers; NEL (U+0085) for others.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
            || (0x80...0x9F).contains(scalar.value)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
