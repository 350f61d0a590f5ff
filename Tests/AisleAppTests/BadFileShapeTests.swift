import AisleApp
import StateFiles
import Testing

/// Audit row 14: a `navigation.json` whose fields have the wrong shape is damaged, and the
/// reason names what is wrong and where, so the file is set aside rather than called "from a
/// newer version", quietly trimmed, and overwritten. Only a route object whose one key is a
/// case this build does not know is a newer build's (`BadFileRouteTests`).
@Suite("Bad session files: wrong shapes", .timeLimit(.minutes(10)))
struct BadFileShapeTests {
    typealias C = SessionCorpus

    /// The reason a damaged file is set aside with, or nil when it reads.
    static func reason(_ text: String) -> String? {
        guard case .corrupt(let reason) = SessionDocument.read(Array(text.utf8)) else { return nil }
        return reason
    }

    @Test(arguments: [
        (
            #"[{"cart":{}},{"category":{"id":5}}]"#,
            "path[1].category.id is a number, expected a string"
        ),
        (#"[{"category":{"id":null}}]"#, "path[0].category.id is null, expected a string"),
        (#"[{"cart":{}},{"product":{}}]"#, "path[1].product.id is missing"),
        (
            #"[{"cart":{}},{"checkout":{"step":7}}]"#,
            "path[1].checkout.step is a number, expected a string"
        ),
        (#"[{"checkout":{"step":null}}]"#, "path[0].checkout.step is null, expected a string"),
        (#"[{"checkout":{}}]"#, "path[0].checkout.step is missing"),
        (#"[{"cart":{}},{"cart":{},"orders":{}}]"#, "path[1] has 2 keys, expected one"),
        (#"[{"cart":{}},{}]"#, "path[1] has 0 keys, expected one"),
        (#"[{"cart":{}},"cart"]"#, "path[1] is a string, expected an object"),
        (#"[null]"#, "path[0] is null, expected an object"),
        (#"[{"cart":5}]"#, "path[0].cart is a number, expected an object"),
        (#"{"cart":{}}"#, "path is an object, expected an array"),
    ])
    func aWrongShapedRouteIsDamageNamedByPlace(path: String, reason: String) {
        #expect(Self.reason(C.file(path: path)) == reason)
    }

    @Test(arguments: [
        (
            #""screens":[{"selected":"3","top":0}]"#,
            "screens[0].selected is a string, expected a whole number"
        ),
        (#""screens":[{"selected":2.5,"top":0}]"#, "screens[0].selected is not a whole number"),
        (#""screens":[{"selected":1e300,"top":0}]"#, "screens[0].selected is too large"),
        (#""screens":[{"selected":1,"top":0},{"selected":3}]"#, "screens[1].top is missing"),
        (
            #""screens":[{"route":7,"selected":1,"top":0}]"#,
            "screens[0].route is a number, expected an object"
        ),
        (#""screens":7"#, "screens is a number, expected an array"),
        (#""checkout":[]"#, "checkout is an array, expected an object"),
        (#""checkout":{"shipping":{}}"#, "checkout.payment is missing"),
        (
            #""checkout":{"shipping":{"name":5},"payment":{}}"#,
            "checkout.shipping.name is a number, expected an object"
        ),
        (
            #""checkout":{"shipping":{"city":{"cursor":2}},"payment":{}}"#,
            "checkout.shipping.city.text is missing"
        ),
        (
            #""checkout":{"shipping":{"name":{"text":"A","cursor":1e30}},"payment":{}}"#,
            "checkout.shipping.name.cursor is too large"
        ),
        (
            #""checkout":{"shipping":{},"payment":{"method":7}}"#,
            "checkout.payment.method is a number, expected a string"
        ),
    ])
    func aWrongShapedPositionOrDraftIsDamageNamedByPlace(member: String, reason: String) {
        #expect(Self.reason(C.file("," + member)) == reason)
    }
}
