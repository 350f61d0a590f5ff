import AisleApp
import Dispatch

/// Reading `navigation.json` costs about 8 M instructions, nearly all of them the Swift
/// runtime's first look-ups of the protocol conformances its decoding asks about (each one a
/// walk over the binary's 8,000 conformance records, done once per type and then cached).
/// The file may only be read once the catalog is open and the terminal checked; this decodes a
/// session of every kind on another thread meanwhile, so that those look-ups are already
/// cached when the real one is read. Nothing is read from disk and the result is thrown away.
public enum StartupWarmUp {
    /// Starts decoding `sample` on another thread; returns at once.
    public static func begin() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = SessionDocument.read(Array(sample.utf8))
        }
    }

    /// A session with a route of every kind, positions, a checkout draft, history, prompts,
    /// the products seen and another catalog's session: the types a saved session decodes to.
    static let sample = #"""
        {"catalog":"bundled","checkout":{"orderKey":"c66d59e0cf41e1d52f73abce75d3b9d7",\#
        "payment":{"focus":"method","method":"invoice"},"shipping":{"city":{"cursor":0,\#
        "text":""},"email":{"cursor":0,"text":""},"focus":"name","name":{"cursor":0,"text":""},\#
        "postalCode":{"cursor":0,"text":""},"street":{"cursor":0,"text":""}}},\#
        "format":"aisle.navigation","history":{"at":1,"entries":[[],[{"category":{"id":"c"}},\#
        {"product":{"id":"p"}}]],"screens":[[],[{"route":{"category":{"id":"c"}},"selected":1,\#
        "top":0}]]},"path":[{"category":{"id":"c"}},{"product":{"id":"p"}},\#
        {"seller":{"id":"s"}},{"search":{"query":"q"}},{"cart":{}},\#
        {"checkout":{"step":"shipping"}},{"orders":{}},{"order":{"id":"o"}}],\#
        "prompts":{"link":["product/p"],"search":["q"]},"screens":[{"route":null,"selected":0,\#
        "top":0},{"route":{"category":{"id":"c"}},"selected":1,"top":0}],\#
        "seen":{"currency":"USD","products":[{"id":"p","price":2400,"stock":58}]},\#
        "others":[{"catalog":"/srv/shop.json","path":[{"category":{"id":"c"}}],\#
        "screens":[{"route":{"category":{"id":"c"}},"selected":0,"top":0}]}],"version":1}
        """#
}
