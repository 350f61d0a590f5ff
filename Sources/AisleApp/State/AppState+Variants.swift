import Storefront

extension AppState {
    /// The variant chosen on `product`'s page: the one its position remembers, if the product
    /// still has it, else the one the page opens on; nil for a product without variants.
    func chosenVariant(of product: Product) -> Variant? {
        guard product.hasVariants else { return nil }
        return positions[.product(id: product.id)]?.variant.flatMap(product.variant)
            ?? product.defaultVariant
    }

    /// What `a`, `+` and `-` on the page of product `id` act on: the product, or its chosen
    /// variant as an item (`Product.item(_:)`).
    func item(onPageOf id: ProductID) -> Product? {
        guard let product = catalog.product(id) else { return nil }
        return chosenVariant(of: product).map(product.item) ?? product
    }

    /// Chooses `variant` on the page of `product`, remembered with the page's position.
    mutating func choose(_ variant: Variant, of product: Product) {
        positions[.product(id: product.id), default: ListPosition()].variant = variant.id
    }
}

extension AppState {
    /// The link of the screens on display (`y`, `aisle link`): a product page whose variant
    /// was chosen names the variant's id, which opens the same page with it chosen — ids of
    /// products and variants are one namespace, so the segment alone says both.
    public var link: String {
        DeepLink.format(
            path.routes.map { route in
                guard case .product = route, let variant = positions[route]?.variant else {
                    return route
                }
                return .product(id: variant)
            })
    }
}
