import AisleApp
import Storefront
import UserData

/// The desk's one state change: pure, `(state, action) -> effects`. A ship or cancel is asked
/// first (y/n), then handed to the runtime as an effect; its outcome comes back as an action,
/// and only then does the bottom line say it is done.
public enum DeskReducer {
    /// Applies `action` to `state`; returns what the runtime must do.
    public static func reduce(_ state: inout DeskState, _ action: DeskAction) -> [DeskEffect] {
        if action.isOwners { state.notice = nil }
        switch action {
        case .launched(let notices):
            state.notice = notices.first.map { Notice($0, tone: .warning) }
        case .moved(let rows): move(&state, by: rows)
        case .movedToEnd(let last): move(&state, by: last ? Int.max / 2 : -Int.max / 2)
        case .rowClicked(let index): click(&state, row: index)
        case .openPressed: open(&state)
        case .crumbChosen(let depth) where depth < state.path.count:
            state.path.replace(with: Array(state.path.routes.prefix(depth)))
            state.slipTop = 0
        case .crumbChosen: break
        case .backPressed:
            if state.helpShown {
                state.helpShown = false
            } else if state.path.pop() != nil {
                state.slipTop = 0
            }
        case .filterPressed:
            let steps: [OrderStatus?] = [nil] + OrderStatus.allCases.map { $0 }
            let next = ((steps.firstIndex(of: state.filter) ?? 0) + 1) % steps.count
            state.filter = steps[next]
            state.notice = Notice(
                state.filter.map { "Showing \($0.rawValue) orders only (f: next)" }
                    ?? "Showing every order")
        case .customerPressed:
            guard let shop = state.selectedOrder else { return [] }
            if state.screen != .customer(id: shop.customer) {
                _ = state.path.push(.customer(id: shop.customer))
                state.selections[.customer(shop.customer)] = shop.order.id
            }
        case .lowStockPressed:
            guard state.lowStock != nil else {
                state.notice = Notice(
                    "Low stock needs the catalog: open the desk with --catalog FILE",
                    tone: .warning)
                return []
            }
            if state.screen != .lowStock { _ = state.path.push(.lowStock) }
        case .changePressed(let status): ask(&state, status)
        case .confirmed:
            guard let change = state.confirming else { return [] }
            state.confirming = nil
            state.changing = change
            return [.setStatus(change)]
        case .declined:
            state.confirming = nil
        case .helpPressed:
            state.helpShown.toggle()
            state.helpTop = 0
        case .quitPressed: return [.quit]
        case .unboundKeyPressed: break
        case .ordersRead(let orders, let unreadable): take(&state, orders, unreadable: unreadable)
        case .lowStockRead(let items): state.lowStock = items
        case .readFailed(let reason):
            state.notice = Notice("Could not read the orders: \(reason)", tone: .warning)
        case .statusChanged(let changed): applyChange(&state, changed)
        case .statusRefused(let refusal): applyRefusal(&state, refusal)
        case .statusFailed(let change, let reason):
            state.changing = nil
            state.notice = Notice(
                "Order \(change.number.rawValue) was not changed: \(reason)", tone: .warning)
        }
        return []
    }

    /// Moves the highlight of the list on display, or scrolls the slip (the screen keeps it
    /// within the slip's rows).
    private static func move(_ state: inout DeskState, by rows: Int) {
        if state.helpShown {
            state.helpTop = min(max(0, state.helpTop + rows), DeskKeyMap.help.count - 1)
            return
        }
        guard let list = state.list else {
            // Kept within the slip: G then k moves up from its end.
            if case .order(let number) = state.screen, let shop = state.order(number) {
                let last = max(0, PackingSlip.lines(shop).count - 1)
                state.slipTop = min(max(0, state.slipTop + rows), last)
            }
            return
        }
        let listed = state.rows(list)
        guard !listed.isEmpty else { return }
        let index = min(max(0, state.selectedIndex(list) + rows), listed.count - 1)
        state.selections[list] = listed[index].order.id
    }

    private static func click(_ state: inout DeskState, row index: Int) {
        guard let list = state.list else { return }
        let listed = state.rows(list)
        guard listed.indices.contains(index) else { return }
        if state.selectedIndex(list) == index {
            open(&state)
        } else {
            state.selections[list] = listed[index].order.id
        }
    }

    private static func open(_ state: inout DeskState) {
        guard state.list != nil, let shop = state.selectedOrder else { return }
        _ = state.path.push(.order(number: shop.order.id))
        state.slipTop = 0
        state.arrived.remove(shop.order.id)
    }

    /// `s`/`x`: the question, unless the order is known to be past placing (then the refusal
    /// at once, naming it) or another change is being written.
    private static func ask(_ state: inout DeskState, _ status: OrderStatus) {
        guard let shop = state.selectedOrder else { return }
        let number = shop.order.id
        if let changing = state.changing {
            state.notice = Notice(
                "Order \(changing.number.rawValue) is still being changed; try again in a moment",
                tone: .warning)
            return
        }
        guard shop.order.status == .placed else {
            state.notice = Notice(
                "Order \(number.rawValue) is already \(shop.order.status.rawValue); it stays so",
                tone: .warning)
            return
        }
        state.confirming = DeskChange(status, of: number)
    }

    /// A read of every order: those not seen before (after the first read) are new arrivals.
    private static func take(_ state: inout DeskState, _ orders: [ShopOrder], unreadable: Int) {
        if state.loaded {
            // The highlight stays on its order when new ones come in above it.
            if state.selections[.all] == nil, let first = state.rows(.all).first {
                state.selections[.all] = first.order.id
            }
            let known = Set(state.orders.map(\.order.id))
            state.arrived.formUnion(orders.map(\.order.id).filter { !known.contains($0) })
        }
        state.arrived.formIntersection(orders.map(\.order.id))
        state.orders = orders
        state.loaded = true
        if unreadable > 0, state.notice == nil {
            state.notice = Notice(
                "\(unreadable) order(s) could not be read by this build", tone: .warning)
        }
    }

    private static func applyChange(_ state: inout DeskState, _ changed: StatusChanged) {
        state.changing = nil
        if let index = state.orders.firstIndex(where: { $0.order.id == changed.number }) {
            state.orders[index].order.status = changed.change.status
            state.orders[index].history.append(changed.change)
        }
        var text = "Order \(changed.number.rawValue) is \(changed.change.status.rawValue)."
        if changed.change.status == .cancelled {
            text +=
                changed.restocked
                ? " Its units are back in stock." : " Its units were not put back."
        }
        state.notice = Notice(text, tone: .success)
    }

    private static func applyRefusal(_ state: inout DeskState, _ refusal: StatusChangeRefusal) {
        state.changing = nil
        switch refusal {
        case .noSuchOrder(let number):
            state.notice = Notice(
                "Order \(number.rawValue) is not in the shop's database", tone: .warning)
        case .already(let number, let now, let change):
            if let index = state.orders.firstIndex(where: { $0.order.id == number }) {
                state.orders[index].order.status = now
            }
            let by = change.map { " (by \($0.by.isEmpty ? "local" : $0.by))" } ?? ""
            state.notice = Notice(
                "Order \(number.rawValue) is already \(now.rawValue)\(by); it stays so",
                tone: .warning)
        }
    }
}
