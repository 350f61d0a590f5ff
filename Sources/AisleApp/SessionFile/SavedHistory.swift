import Navigation
import Storefront

/// The history as `navigation.json` holds it:
/// `{"entries":[[],[{"category":{"id":"coffee"}}]],"at":0,"screens":[[],[{"selected":3,"top":0,…}]]}`.
/// `entries` are paths read like the saved path (cut at a route only a newer build knows);
/// `screens`, one list per entry in the form and by the rules of the top-level `screens`, are
/// the positions each entry left had. `screens` is left out when no entry has any, and a file
/// without it (older builds wrote none) reads as a history without positions, whose screens a
/// walk highlights on the row leading up the path. Anything of the wrong shape throws.
struct SavedHistory: Codable, Equatable, Sendable {
    /// The history read or to write.
    var history: VisitHistory<Route, ListPosition>

    /// `history`, to be written.
    init(_ history: VisitHistory<Route, ListPosition>) {
        self.history = history
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([SavedPath<Route>].self, forKey: .entries)
        let at = try container.decode(Int.self, forKey: .at)
        let screens =
            try container.decodeIfPresent([[SessionDocument.SavedScreen]].self, forKey: .screens)
            ?? []
        let visits = entries.enumerated().map { offset, entry in
            let kept = offset < screens.count ? screens[offset].compactMap(\.position) : []
            return VisitHistory<Route, ListPosition>.Visit(
                routes: entry.routes.map(\.bounded),
                positions: Dictionary(
                    kept.map { ($0.route, $0.listPosition) }, uniquingKeysWith: { $1 }))
        }
        history = VisitHistory(visits: visits, index: at)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(history.entries, forKey: .entries)
        try container.encode(history.index, forKey: .at)
        let screens = history.visits.map { visit in
            ([nil] + visit.routes.map { $0 }).compactMap { (screen: Route?) in
                visit.positions[screen].map {
                    SessionDocument.ScreenPosition(route: screen, position: $0)
                }
            }
        }
        if screens.contains(where: { !$0.isEmpty }) {
            try container.encode(screens, forKey: .screens)
        }
    }

    private enum CodingKeys: String, CodingKey { case entries, at, screens }
}

extension SessionDocument.ScreenPosition {
    /// The record of `screen`'s `position`: order, filter and variant only when they are not
    /// the default, as files from before them had none.
    init(route screen: Route?, position: ListPosition) {
        self.init(
            route: screen, selected: position.selected, top: position.top,
            order: position.order == .catalog ? nil : position.order,
            filter: position.filter.isEmpty ? nil : position.filter, variant: position.variant)
    }

    /// The list position this record holds (the highlight not yet checked against the rows
    /// there are: `AppState.restorePositions` does that).
    var listPosition: ListPosition {
        ListPosition(
            selected: selected, top: top, order: order ?? .catalog, filter: filter ?? "",
            variant: variant)
    }
}
