import Foundation
import StateFiles
import Testing

@Suite("ArchiveHeader", .timeLimit(.minutes(10)))
struct ArchiveHeaderTests {
    static let expected = ArchiveHeader(format: "aisle.test", version: 2)

    @Test(arguments: [
        (ArchiveHeader(format: "aisle.test", version: 2), ArchiveHeader.Verdict.readable),
        (ArchiveHeader(format: "aisle.test", version: 1), .readable),
        (ArchiveHeader(format: "aisle.test", version: 0), .readable),
        (ArchiveHeader(format: "aisle.test", version: 3), .newer(found: 3)),
        (ArchiveHeader(format: "aisle.test", version: Int.max), .newer(found: Int.max)),
        (ArchiveHeader(format: "aisle.other", version: 2), .foreign(found: "aisle.other")),
        (ArchiveHeader(format: "Aisle.Test", version: 2), .foreign(found: "Aisle.Test")),
        (ArchiveHeader(format: "", version: 9), .foreign(found: "")),
    ])
    func verdict(header: ArchiveHeader, verdict: ArchiveHeader.Verdict) {
        #expect(header.verdict(expecting: Self.expected) == verdict)
    }

    @Test func roundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.expected)
        #expect(try JSONDecoder().decode(ArchiveHeader.self, from: data) == Self.expected)
    }
}
