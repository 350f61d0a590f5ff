/// A tiny route type for exercising the generic navigation code without any shop in it.
enum TestRoute: Hashable, Sendable, Codable {
    case list(id: String)
    case item(Int)
    case cart
}
