import Storefront

/// Tab in the `:` prompt: completes the segment before the cursor — a screen name, then the
/// id or word that screen takes (category, seller and product ids through
/// `IdentifierCompleting`, checkout steps, the user's order numbers). One match is filled in;
/// several are filled in as far as they agree and listed.
enum LinkCompletion {
    /// What Tab did.
    struct Outcome: Equatable {
        /// The text before the cursor after completing (the text after it is kept as it is).
        var head: String
        /// The notice to show: the matches when there are several, or why there are none.
        var notice: String?
    }

    /// How many matches are asked for and listed.
    static let listed = 8

    /// Completes `head` (the text before the cursor) in `state`.
    static func complete(_ head: String, in state: AppState) -> Outcome {
        let schemeLength = "\(DeepLink.scheme)://".count
        let hasScheme = head.lowercased().hasPrefix("\(DeepLink.scheme)://")
        let body = hasScheme ? String(head.dropFirst(schemeLength)) : head
        var segments = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let partial = segments.removeLast()
        let kept = String(head.dropLast(partial.count))
        guard let context = Context(segments) else {
            return Outcome(head: head, notice: "Nothing to complete: the link is not well formed")
        }
        let what = context.expecting.map { "\($0) " } ?? "screen name "
        let typed = (try? PercentEncoding.decode(partial)) ?? partial
        let matches = candidates(for: context, typed: typed, in: state)
        guard let first = matches.first else {
            let words = context.expecting == "search" ? "Search words" : "No \(what)starts with"
            let notice =
                context.expecting == "search"
                ? "\(words) are not completed" : "\(words) \"\(typed)\""
            return Outcome(head: head, notice: notice)
        }
        if matches.count == 1 {
            let needsArgument = context.expecting == nil && !["cart", "orders"].contains(first)
            return Outcome(head: kept + first + (needsArgument ? "/" : ""), notice: nil)
        }
        let common = commonPrefix(matches)
        let extended = common.count > partial.count ? common : partial
        let more = matches.count >= listed ? ", …" : ""
        return Outcome(
            head: kept + extended,
            notice: "\(what.capitalizedFirst)matches: " + matches.joined(separator: ", ") + more)
    }

    /// Matches for the segment being typed, percent-encoded as a link spells them.
    private static func candidates(for context: Context, typed: String, in state: AppState)
        -> [String]
    {
        let folded = typed.lowercased()
        func starting(_ words: [String]) -> [String] {
            words.filter { $0.lowercased().hasPrefix(folded) }
        }
        let ids: [String]
        switch context.expecting {
        case nil: return starting(DeepLink.screenNames)
        case "checkout": return starting(CheckoutStep.allCases.map(\.rawValue))
        case "order": ids = starting(state.orders.map(\.id.rawValue))
        case "category":
            ids = state.catalog.identifiers(.category, startingWith: typed, limit: listed)
        case "seller":
            ids = state.catalog.identifiers(.seller, startingWith: typed, limit: listed)
        case "product": ids = products(typed, after: context.previous, in: state)
        default: ids = []
        }
        return Array(ids.prefix(listed)).map(PercentEncoding.encode)
    }

    /// Products: on the shelf of the category or seller just before in the link (what that
    /// screen lists), else through the catalog's own completion.
    private static func products(_ typed: String, after previous: Route?, in state: AppState)
        -> [String]
    {
        let onShelf: (Product) -> Bool
        switch previous {
        case .category(let id)?: onShelf = { $0.category == id }
        case .seller(let id)?: onShelf = { $0.seller == id }
        default: return state.catalog.identifiers(.product, startingWith: typed, limit: listed)
        }
        // The id index gives candidates in id order; those on the shelf are kept. A bounded
        // look, so Tab never walks a shelf of a hundred thousand products.
        let candidates = state.catalog.identifiers(
            .product, startingWith: typed, limit: listed * 50)
        return Array(
            candidates.lazy.filter { id in
                state.catalog.product(ProductID(id)).map(onShelf) ?? false
            }.prefix(listed))
    }

    private static func commonPrefix(_ words: [String]) -> String {
        guard var common = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < min(common.count, characters.count),
                common[length] == characters[length]
            {
                length += 1
            }
            common = Array(common.prefix(length))
        }
        return String(common)
    }

    /// Where the link stands before the segment being typed.
    private struct Context {
        /// The screen name whose argument is being typed; `nil` when a screen name is.
        var expecting: String?
        /// The last whole screen before it, for a product's shelf.
        var previous: Route?

        init?(_ segments: [String]) {
            var expecting: String?
            var previous: Route?
            for segment in segments {
                if let screen = expecting {
                    let id = (try? PercentEncoding.decode(segment)) ?? segment
                    switch screen {
                    case "category": previous = .category(id: CategoryID(id))
                    case "seller": previous = .seller(id: SellerID(id))
                    default: previous = nil
                    }
                    expecting = nil
                } else if DeepLink.screenNames.contains(segment) {
                    expecting = ["cart", "orders"].contains(segment) ? nil : segment
                    if expecting == nil { previous = nil }
                } else {
                    return nil
                }
            }
            self.expecting = expecting
            self.previous = previous
        }
    }
}

extension String {
    /// The string with its first Character upper-cased ("category " → "Category ").
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
