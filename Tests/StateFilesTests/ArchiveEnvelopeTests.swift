import StateFiles
import TestSupport
import Testing

/// The one envelope every state file is written in.
@Suite(.timeLimit(.minutes(10))) struct ArchiveEnvelopeTests {
    struct Body: Encodable {
        var items: [String]
        var count: Int
    }

    struct Unencodable: Encodable {
        /// JSON has no NaN: the encoder throws.
        var ratio = Double.nan
    }

    @Test func headerAndBodySitSideBySideSortedAndPretty() throws {
        let bytes = try #require(
            ArchiveEnvelope.encode(
                Body(items: ["a/b"], count: 2), header: ArchiveHeader(format: "aisle.x", version: 3)
            ))
        #expect(
            String(decoding: bytes, as: UTF8.self) == """
                {
                  "count" : 2,
                  "format" : "aisle.x",
                  "items" : [
                    "a/b"
                  ],
                  "version" : 3
                }
                """)
    }

    @Test func anEncodingFailureGivesNothingToWrite() {
        let header = ArchiveHeader(format: "aisle.x", version: 1)
        #expect(ArchiveEnvelope.encode(Unencodable(), header: header) == nil)
    }
}
