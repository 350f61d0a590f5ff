import Foundation
import Testing

/// The checkout domain's suites, nested here so `swift test --filter Checkout` runs them all.
@Suite("Checkout", .timeLimit(.minutes(10)))
enum CheckoutTests {}

/// Compact JSON with sorted keys, to pin saved forms in tests.
enum JSONCoding {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }
}
