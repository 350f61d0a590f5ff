import Foundation
import StateFiles
import TestSupport
import Testing

/// Generated documents: everything `JSONEncoder` writes passes the strict check, and no input,
/// however broken, crashes it or yields a reason that could steer a terminal.
@Suite("StrictJSON properties", .timeLimit(.minutes(10)))
struct StrictJSONPropertyTests {
    /// A JSON value to encode.
    indirect enum Node: Encodable {
        case null
        case bool(Bool)
        case integer(Int)
        case double(Double)
        case string(String)
        case array([Node])
        case object([String: Node])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .integer(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }

        /// A random value at most `depth` containers deep.
        static func random(depth: Int, using random: inout SeededRandom) -> Node {
            switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &random))
            case 2:
                return .integer(
                    random.pick([0, -1, .max, .min, Int.random(in: -1_000...1_000, using: &random)])
                )
            case 3:
                return .double(
                    random.pick([
                        0, -0.0, 1.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1e-300,
                        Double.random(in: -1e12...1e12, using: &random),
                    ]))
            case 4: return .string(text(using: &random))
            case 5:
                return .array(
                    (0..<Int.random(in: 0...4, using: &random)).map { _ in
                        Node.random(depth: depth - 1, using: &random)
                    })
            default:
                var members: [String: Node] = [:]
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    members[text(using: &random)] = Node.random(depth: depth - 1, using: &random)
                }
                return .object(members)
            }
        }

        /// Text with what JSON must escape and what it must not mangle: quotes, backslashes,
        /// slashes, controls, DEL, C1, bidi overrides, the BMP's last scalar, astral scalars.
        static func text(using random: inout SeededRandom) -> String {
            let pieces: [String] = [
                "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{1F}",
                "\u{7F}",
                "\u{85}", "\u{202E}", "\u{FEFF}", "\u{FFFF}", "é", "e\u{301}", "☕", "😀",
                "\u{10FFFF}",
            ]
            return (0..<Int.random(in: 0...8, using: &random)).map { _ in random.pick(pieces) }
                .joined()
        }
    }

    static let formats: [JSONEncoder.OutputFormatting] = [
        [], [.sortedKeys], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], [.prettyPrinted],
    ]

    @Test(arguments: [UInt64(1), 2, 0x5EED])
    func everythingTheEncoderWritesPasses(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<300 {
            let node = Node.random(depth: 6, using: &random)
            let encoder = JSONEncoder()
            encoder.outputFormatting = random.pick(Self.formats)
            let bytes = Array(try encoder.encode(node))
            // Six levels of containers at most; the limit is exactly that.
            #expect(
                StrictJSON.problem(in: bytes, depthLimit: 6) == nil, "seed \(seed), case \(index)")
        }
    }

    /// The scanner reads back exactly the string the encoder wrote, escapes and all.
    @Test func stringsReadBackExactly() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let text = Node.text(using: &random)
            var scanner = JSONScanner(Array(try JSONEncoder().encode(text)))
            #expect(try scanner.string() == text)
        }
    }

    /// Random bytes drawn mostly from JSON's own alphabet, and valid documents with a few bytes
    /// changed: the check never crashes, and words every rejection without a character that
    /// could steer a terminal.
    @Test(arguments: [UInt64(3), 0xBAD_5EED])
    func brokenInputNeverCrashes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let alphabet =
            Array(#"{}[]":,\ u0123456789abcdefEtrunlsD-+."#.utf8) + [
                0x0A, 0x00, 0x1B, 0xC3, 0xA9, 0xFF, 0xED,
            ]
        var accepted = 0
        for index in 0..<2_000 {
            var bytes: [UInt8]
            if index.isMultiple(of: 2) {
                bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    Bool.random(using: &random)
                        ? random.pick(alphabet) : UInt8.random(in: 0...255, using: &random)
                }
            } else {
                bytes = Array(try JSONEncoder().encode(Node.random(depth: 4, using: &random)))
                for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[at] = random.pick(alphabet)
                    case 1: bytes.insert(random.pick(alphabet), at: at)
                    default: bytes.remove(at: at)
                    }
                }
            }
            guard let reason = StrictJSON.problem(in: bytes, depthLimit: 32) else {
                accepted += 1
                continue
            }
            #expect(!reason.isEmpty)
            #expect(
                reason.unicodeScalars.allSatisfy {
                    $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
                },
                "seed \(seed), case \(index): \(reason.debugDescription)")
        }
        #expect(accepted > 0, "some mutations land inside strings and stay valid")
    }

    /// Inside a string, the scanner's own UTF-8 check agrees with the standard library's on
    /// every byte sequence: bytes drawn around the edges of Unicode's table 3-7 (overlong forms,
    /// surrogates, past U+10FFFF, truncated sequences).
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        var random = SeededRandom(seed: 0x0007_F8)
        let edges: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
            0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var valid = 0
        for index in 0..<20_000 {
            let content = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                random.pick(edges)
            }
            let accepted = StrictJSON.problem(in: [0x22] + content + [0x22], depthLimit: 1) == nil
            let expected = String(validating: content, as: UTF8.self) != nil
            #expect(accepted == expected, "case \(index): \(content)")
            if expected { valid += 1 }
        }
        #expect(valid > 100, "the draw includes well-formed sequences")
    }
}
