import Foundation
import Storefront
import Testing

@Suite("Route", .timeLimit(.minutes(10)))
struct RouteTests {
    static func json(_ route: Route) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(route), as: UTF8.self)
    }

    static func decode(_ json: String) throws -> Route {
        try JSONDecoder().decode(Route.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        (Route.category(id: "coffee"), #"{"category":{"id":"coffee"}}"#),
        (.product(id: "p-1"), #"{"product":{"id":"p-1"}}"#),
        (.seller(id: "s-1"), #"{"seller":{"id":"s-1"}}"#),
        (.search(query: "x"), #"{"search":{"query":"x"}}"#),
        (.search(query: "crème / brûlée"), #"{"search":{"query":"crème / brûlée"}}"#),
        (.cart, #"{"cart":{}}"#),
        (.checkout(step: .shipping), #"{"checkout":{"step":"shipping"}}"#),
        (.checkout(step: .payment), #"{"checkout":{"step":"payment"}}"#),
        (.checkout(step: .review), #"{"checkout":{"step":"review"}}"#),
        (.orders, #"{"orders":{}}"#),
        (.order(id: "o-7"), #"{"order":{"id":"o-7"}}"#),
    ])
    func savedFormIsTheDocumentedOne(route: Route, json: String) throws {
        #expect(try Self.json(route) == json)
        #expect(try Self.decode(json) == route)
    }

    @Test func decodesWithWhitespaceAndExtraKeysInTheCase() throws {
        #expect(try Self.decode(#" { "product" : { "id" : "p-9" } } "#) == .product(id: "p-9"))
    }

    @Test(arguments: [
        #"{"wishlist":{}}"#,
        #"{"Product":{"id":"p-1"}}"#,
        #"{"product":{}}"#,
        #"{"product":{"id":1}}"#,
        #"{"product":{"id":null}}"#,
        #"{"product":"p-1"}"#,
        #"{"checkout":{"step":"gift-wrap"}}"#,
        #"{"checkout":{}}"#,
        #"{"cart":{},"orders":{}}"#,
        #"{}"#,
        #""cart""#,
        #"["cart"]"#,
        "null",
    ])
    func unknownOrMalformedRoutesFailToDecode(json: String) {
        #expect(throws: DecodingError.self) { try Self.decode(json) }
    }

    @Test func checkoutStepsAreInOrderWithTitles() {
        #expect(CheckoutStep.allCases == [.shipping, .payment, .review])
        #expect(CheckoutStep.allCases.map(\.title) == ["Shipping", "Payment", "Review"])
    }
}
