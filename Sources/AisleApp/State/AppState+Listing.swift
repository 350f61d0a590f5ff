import Storefront

extension AppState {
    /// The products `source` lists on `screen`, in the order and with the filter the screen's
    /// position holds.
    func shelf(_ source: ProductListing.Source, on screen: Route?) -> ProductShelf {
        let position = positions[screen] ?? ListPosition()
        return catalog.shelf(
            ProductListing(source, order: position.order, filter: .filter(position.filter)))
    }

    /// What the screen on display lists, when it is a product list (category, seller, search).
    var listedSource: ProductListing.Source? {
        switch screen {
        case .category(let id): .category(id)
        case .seller(let id): .seller(id)
        case .search(let query): .search(SearchQuery(query))
        default: nil
        }
    }
}
