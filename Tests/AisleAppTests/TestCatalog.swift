import AisleApp
import Navigation
import Storefront
import TestSupport

/// The app tests' view of the shared `Fixtures` catalog, plus app states built over it.
enum TestCatalog {
    static let coffee = Fixtures.coffee
    static let books = Fixtures.books
    static let kitchen = Fixtures.kitchen
    static let roastery = Fixtures.roastery
    static let paper = Fixtures.paper
    static let beans = Fixtures.beans
    static let decaf = Fixtures.decaf
    static let cookbook = Fixtures.cookbook
    static let kettle = Fixtures.kettle
    static let products = Fixtures.products

    static func catalog(products: [Product] = products) throws -> Catalog {
        try Fixtures.catalog(products: products)
    }

    /// A fresh app state over this catalog.
    static func state(_ routes: [Route] = [], cart: Cart = Cart()) throws -> AppState {
        AppState(catalog: try catalog(), cart: cart, path: RoutePath(routes))
    }
}
