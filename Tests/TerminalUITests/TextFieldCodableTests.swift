import TerminalUI
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Fields are saved in checkout drafts; a draft file is never trusted.
@Suite struct TextFieldCodableTests {
    private func decode(_ json: String) throws -> TextField {
        try JSONDecoder().decode(TextField.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        TextField(),
        TextField(text: "12 Main St", cursor: 3, maxLength: 80),
        TextField(text: "Café 東京 👨‍👩‍👧 🇯🇵 e\u{301}", cursor: 6),
        TextField(text: "full", cursor: 0, maxLength: 4),
    ])
    func roundTrip(field: TextField) throws {
        let data = try JSONEncoder().encode(field)
        #expect(try JSONDecoder().decode(TextField.self, from: data) == field)
    }

    @Test func savedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let field = TextField(text: "ab", cursor: 1, maxLength: 5)
        let json = String(decoding: try encoder.encode(field), as: UTF8.self)
        #expect(json == #"{"cursor":1,"maxLength":5,"text":"ab"}"#)
        let unlimited = String(decoding: try encoder.encode(TextField(text: "x")), as: UTF8.self)
        #expect(unlimited == #"{"cursor":1,"text":"x"}"#)
    }

    @Test(
        arguments: [
            // (saved JSON, text after decoding, cursor after decoding, limit)
            (#"{"text":"abc","cursor":-5}"#, "abc", 0, nil),
            (#"{"text":"abc","cursor":10000}"#, "abc", 3, nil),
            (#"{"text":"abc"}"#, "abc", 3, nil),
            (#"{"text":"\u001b[31mred\u001b[0m","cursor":2}"#, "[31mred[0m", 2, nil),
            (#"{"text":"a\u202Eb\nc\u0085d\u0000","cursor":99}"#, "ab c d", 6, nil),
            (#"{"text":"abcdefgh","cursor":7,"maxLength":3}"#, "abc", 3, 3),
            (#"{"text":"東京大阪","cursor":1,"maxLength":2}"#, "東京", 1, 2),
            (#"{"text":"abc","cursor":1,"maxLength":-7}"#, "", 0, 0),
            (#"{"text":"\u0301abc","cursor":1}"#, "abc", 1, nil),
            (#"{"text":"x","cursor":1,"extra":true}"#, "x", 1, nil),
        ] as [(String, String, Int, Int?)])
    func hostileJSONIsTamed(json: String, text: String, cursor: Int, limit: Int?) throws {
        let field = try decode(json)
        #expect(field.text == text)
        #expect(field.cursor == cursor)
        #expect(field.maxLength == limit)
        #expect(field.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable))
    }

    /// What cannot be read as a field is an error for the caller to handle, never a crash.
    @Test(arguments: [
        #"{"cursor":1}"#,
        #"{"text":42}"#,
        #"{"text":"a","cursor":"1"}"#,
        #"{"text":"a","cursor":1e300}"#,
        #"{"text":"a","maxLength":"lots"}"#,
        #"["a",1]"#,
        #""abc""#,
    ])
    func malformedJSONThrows(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}
