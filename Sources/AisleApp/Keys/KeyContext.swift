/// Where a key is pressed, which decides what it means. A context's bindings come first,
/// then those of the contexts it falls back to (`chain`).
enum KeyContext: Hashable, Sendable, CaseIterable {
    /// Bindings of every screen with a list (Home, categories, products, cart, orders, review).
    case screens
    /// Home, Orders, an order.
    case list
    /// A category, a seller, search results.
    case productList
    /// A product page.
    case product
    /// A product page's option row, reached with ↑ from the list's first row.
    case option
    /// The cart.
    case cart
    /// The last checkout step.
    case review
    /// Both checkout forms.
    case form
    /// A text field of a form.
    case textField
    /// A choice of a form (country, payment method).
    case choice
    /// The search or link prompt.
    case prompt
    /// The key help.
    case help
    /// The message log.
    case messages
    /// "Terminal too small" covers everything: keys must not act on a screen nobody sees.
    case tooSmall
    /// An order is being placed: only Ctrl-C works until the database answers.
    case placingOrder

    /// Where a key is looked up, first match wins.
    var chain: [KeyContext] {
        switch self {
        case .list, .productList, .product, .screens: [self, .screens]
        case .option: [.option, .product, .screens]
        case .cart, .review: [self, .screens]
        case .textField, .choice: [.form, self]
        case .form, .prompt, .help, .messages, .tooSmall, .placingOrder: [self]
        }
    }

    /// The heading of this context's keys in the help.
    var title: String {
        switch self {
        case .screens: "Browsing (every screen but the forms)"
        case .list: "Lists"
        case .productList: "Product lists"
        case .product: "A product"
        case .option: "On a product's option (↑ from the list's first row)"
        case .cart: "The cart"
        case .review: "Checkout: review"
        case .form: "Checkout forms"
        case .textField: "In a text field"
        case .choice: "On a choice (country, payment)"
        case .prompt: "Search and link prompts"
        case .help: "This help"
        case .messages: "The message log"
        case .tooSmall: "While the terminal is too small"
        case .placingOrder: "While an order is being placed"
        }
    }

    /// The context of what `state` shows: its overlay's (see `AppState.overlay`), else the
    /// screen's.
    static func of(_ state: AppState) -> KeyContext {
        state.overlay?.keyContext ?? Screens.current(state).keyContext
    }
}
