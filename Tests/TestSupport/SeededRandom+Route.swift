import Storefront

extension SeededRandom {
    /// A route of any case, its ids and query made by `text`: for round-trip property tests.
    public mutating func route(text: (inout SeededRandom) -> String) -> Route {
        switch Int.random(in: 0..<8, using: &self) {
        case 0: .category(id: CategoryID(text(&self)))
        case 1: .product(id: ProductID(text(&self)))
        case 2: .seller(id: SellerID(text(&self)))
        case 3: .search(query: text(&self))
        case 4: .cart
        case 5: .checkout(step: CheckoutStep.allCases.randomElement(using: &self) ?? .review)
        case 6: .orders
        default: .order(id: OrderID(text(&self)))
        }
    }
}
