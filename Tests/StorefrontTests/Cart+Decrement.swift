import Storefront

extension Cart {
    /// Removes one unit of the line at `index`; the line goes when its last unit does. The app
    /// sends `takingOne(at:)` as a change; the tests apply it in place.
    mutating func decrement(at index: Int) {
        if let change = takingOne(at: index) { apply(change) }
    }
}
