import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Bad `navigation.json` headers: someone else's format tag is foreign, a newer version is
/// newer whatever the body holds, and an unusable version is corrupt.
@Suite("Bad session files: header", .timeLimit(.minutes(10)))
struct BadFileHeaderTests {
    typealias C = SessionCorpus
    typealias Outcome = SessionCorpus.Outcome

    @Test(arguments: [
        (#"{"format":"aisle.cart","version":1,"lines":[]}"#, Outcome.foreign("aisle.cart")),
        (#"{"format":"aisle.orders","version":1,"path":[]}"#, .foreign("aisle.orders")),
        (#"{"format":"Aisle.Navigation","version":1,"path":[]}"#, .foreign("Aisle.Navigation")),
        (#"{"format":"aisle.navigation ","version":1,"path":[]}"#, .foreign("aisle.navigation ")),
        (#"{"format":"","version":1,"path":[]}"#, .foreign("")),
        (#"{"format":"\u001b]0;x\u0007","version":1}"#, .foreign("\u{1B}]0;x\u{7}")),
        (#"{"format":null,"version":1,"path":[]}"#, .foreign("no format tag")),
        (#"{"version":1,"path":[{"cart":{}}]}"#, .foreign("no format tag")),
    ])
    func wrongTagIsForeign(text: String, outcome: Outcome) {
        #expect(C.read(text) == outcome)
    }

    /// A newer build's file is recognised from its header alone, whatever its body holds.
    @Test(arguments: [
        (#"{"format":"aisle.navigation","version":2,"path":[{"cart":{}}]}"#, 2),
        (#"{"format":"aisle.navigation","version":2,"path":"a newer shape"}"#, 2),
        (#"{"format":"aisle.navigation","version":3}"#, 3),
        (
            #"{"version":1000,"format":"aisle.navigation","path":{"x":[1,{"y":null}]},"checkout":7}"#,
            1000
        ),
        (#"{"format":"aisle.navigation","version":9223372036854775807,"path":[]}"#, Int.max),
    ])
    func futureVersionIsNewer(text: String, version: Int) {
        #expect(C.read(text) == .newer(version))
    }

    @Test(arguments: [
        "0", "-1", "-9223372036854775808", "1.5", #""1""#, "null", "1e400", "99999999999999999999",
    ])
    func unusableVersionIsCorrupt(version: String) {
        #expect(
            C.read(#"{"format":"aisle.navigation","version":\#(version),"path":[]}"#) == .corrupt
        )
    }
}
