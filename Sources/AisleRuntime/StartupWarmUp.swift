import AisleApp
import Dispatch

/// Reading `navigation.json` costs about 8 M instructions, nearly all of them the Swift
/// runtime's first look-ups of the protocol conformances its decoding asks about (each one a
/// walk over the binary's 8,000 conformance records, done once per type and then cached).
/// The file may only be read once the catalog is open and the terminal checked; this decodes a
/// session of every kind on another thread meanwhile, so that those look-ups are already
/// cached when the real one is read. Nothing is read from disk and the result is thrown away.
/// Whatever the rehearsal has not cached by then, the real read looks up itself, as before.
public enum StartupWarmUp {
    /// Starts decoding `sample` on another thread; returns at once.
    public static func begin() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = SessionDocument.read(Array(sample.utf8))
        }
    }

    /// A session of the usual shape: a category and a product open, their positions, the
    /// history of them, a search remembered and the product's price and stock as seen. Kept
    /// that small on purpose: the rehearsal races the catalog's open (about 7 M instructions
    /// on the main thread) and must be done by the time the file is read; rarer parts (a
    /// checkout draft, other catalogs' sessions, other kinds of route) would double its cost
    /// and are looked up by the real read as before.
    static let sample = #"""
        {"catalog":"bundled","format":"aisle.navigation","history":{"at":1,"entries":[[],\#
        [{"category":{"id":"c"}},{"product":{"id":"p"}}]],"screens":[[],[{"route":\#
        {"category":{"id":"c"}},"selected":1,"top":0}]]},"path":[{"category":{"id":"c"}},\#
        {"product":{"id":"p"}}],"prompts":{"search":["q"]},"screens":[{"route":null,\#
        "selected":0,"top":0},{"route":{"category":{"id":"c"}},"selected":1,"top":0}],\#
        "seen":{"currency":"USD","products":[{"id":"p","price":2400,"stock":58}]},"version":1}
        """#
}
