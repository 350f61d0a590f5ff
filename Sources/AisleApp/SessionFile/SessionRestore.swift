import Navigation
import Storefront

/// Puts a saved session back: validates its routes front to back against today's catalog and
/// cart, keeps the valid prefix with each screen's list position, and says what was dropped.
public enum SessionRestore {
    /// Applies `document` to `state` (which holds today's catalog and cart) and returns the
    /// notice for the bottom line, `nil` when everything came back.
    public static func apply(_ document: SessionDocument, to state: inout AppState) -> Notice? {
        state.draft = document.checkout ?? CheckoutDraft()
        state.promptHistory = document.prompts
        var (kept, problem) = state.routeValidator.validPrefix(of: document.path)
        if problem == nil, document.unknownRouteIndex != nil { problem = .unknownScreen }
        state.changePath(.replace(kept))
        state.history = restoredHistory(document.history, in: state)
        state.untoldChanges = untoldChanges(since: document.seen, in: state)
        state.restorePositions(
            Dictionary(
                document.screens.map { ($0.route, $0.listPosition) }, uniquingKeysWith: { $1 }))
        for screen in document.screens where problem == nil {
            problem = vanishedVariant(screen, in: state)
        }
        guard let problem else {
            if state.screen == .checkout(step: .payment), state.draft.payment.method == .card {
                return Notice("Card details are never saved: please enter them again")
            }
            return nil
        }
        let total = document.totalRoutes
        let restored = state.path.count
        let what = restored == 0 ? "Started at Home" : "Restored \(restored) of \(total) screens"
        return Notice("\(what): \(problem)", tone: .warning)
    }

    /// What a start that does not restore the screens (`--fresh`, a link) still takes from
    /// the saved session: the prompts' history, the visits `[`/`]` walk (validated, with the
    /// screens on display as the latest) and the checkout draft. None of them is a screen the
    /// user asked to leave, and the session is saved over on quit: not taking them back here
    /// forgot them for good.
    /// The screens now on display are a new visit after the saved one (what was ahead of it is
    /// dropped, as any new navigation drops it), so `[` goes back to where the last run was.
    public static func keepHistories(of document: SessionDocument, in state: inout AppState) {
        state.promptHistory = document.prompts
        guard let saved = document.history else { return }
        let validator = state.routeValidator
        let kept = saved.visits.prefix(saved.index + 1).map {
            VisitHistory<Route, ListPosition>.Visit(
                routes: validator.validPrefix(of: $0.routes).routes, positions: $0.positions)
        }
        let visits = kept + [.init(routes: state.path.routes)]
        state.history = VisitHistory(visits: visits, index: visits.count - 1)
    }

    /// The variant chosen on a saved product page that `restorePositions` let go, because the
    /// product no longer has it: the page shows its first in stock, and the notice says why.
    private static func vanishedVariant(
        _ screen: SessionDocument.ScreenPosition, in state: AppState
    ) -> RouteProblem? {
        guard let variant = screen.variant, case .product(let id)? = screen.route,
            state.path.routes.contains(.product(id: id)),
            state.positions[screen.route]?.variant == nil
        else { return nil }
        return .variantGone(variant, of: id)
    }

    /// The document for `state`: its path and the position of each screen on it.
    public static func document(for state: AppState) -> SessionDocument {
        let screens: [Route?] = [nil] + state.path.routes.map { $0 }
        var document = SessionDocument(
            path: state.path.routes,
            screens: screens.compactMap { screen in
                state.positions[screen].map { .init(route: screen, position: $0) }
            },
            checkout: state.draft.isEmpty ? nil : state.draft.saved)
        document.prompts = state.promptHistory
        document.history = state.history
        document.seen = seen(in: state)
        return document
    }

    /// What each product screen on the path shows now, except those restored with a change
    /// not told yet, which keep what they showed at the last visit; nil when the path holds
    /// no product.
    static func seen(in state: AppState) -> SeenProducts? {
        var seen = SeenProducts(currency: state.catalog.currency)
        for case .product(let id) in state.path.routes {
            if let was = state.untoldChanges[id] {
                seen.add(was, for: id)
            } else if let product = state.catalog.product(id) {
                seen.add(ProductFingerprint(product), for: id)
            }
        }
        return seen.entries.isEmpty ? nil : seen
    }

    /// The restored product screens whose price or stock is not what the session saw. Prices
    /// in another currency than today's are not compared (every one would have "changed").
    private static func untoldChanges(since seen: SeenProducts?, in state: AppState)
        -> [ProductID: ProductFingerprint]
    {
        guard let seen, seen.currency == state.catalog.currency else { return [:] }
        var untold: [ProductID: ProductFingerprint] = [:]
        for case .product(let id) in state.path.routes {
            guard let was = seen[id], let product = state.catalog.product(id),
                ProductFingerprint(product) != was
            else { continue }
            untold[id] = was
        }
        return untold
    }

    /// The saved history validated like the path: each entry cut where a route is gone, the
    /// entry on display made the restored path (what is ahead of it kept when it is a step
    /// back). No saved history is a history of the restored path alone.
    private static func restoredHistory(
        _ saved: VisitHistory<Route, ListPosition>?, in state: AppState
    ) -> VisitHistory<Route, ListPosition> {
        guard let saved else { return VisitHistory(state.path.routes) }
        let validator = state.routeValidator
        var history = VisitHistory(
            visits: saved.visits.map {
                .init(routes: validator.validPrefix(of: $0.routes).routes, positions: $0.positions)
            },
            index: saved.index)
        history.visit(state.path.routes)
        return history
    }
}
