import AisleApp
import CatalogDatabase
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle session` in words: the screens, bottom first, the cart, and the files.
public enum SessionSummary {
    /// The summary of `state`, naming the files of `persistence`, one line per element. Titles
    /// and paths are quoted as they are: the printer passes each line through
    /// `TextSanitizer.visible`, so a line break in the data cannot start another line.
    public static func lines(for state: AppState, persistence: Persistence) -> [String] {
        var lines: [String] = []
        let screens: [Route?] = [nil] + state.path.routes.map { $0 }
        lines.append("Screens (the last is on display):")
        for (depth, screen) in screens.enumerated() {
            let title = RouteTitle.of(screen, in: state.catalog)
            lines.append("  \(depth + 1). \(title)")
        }
        lines.append("Link: \(state.link)")
        lines += historyLines(state)
        let count = state.cart.itemCount
        let total = state.catalog.currency.format(state.cart.subtotal(in: state.catalog))
        lines.append(
            count == 0 ? "Cart: empty" : "Cart: \(count) item\(count == 1 ? "" : "s"), \(total)")
        lines.append("Orders: \(state.orders.count)")
        // A catalog imported for this run only (no cache could be kept) has no file left.
        if let cache = (state.catalog.store as? SQLiteCatalogStore)?.path, access(cache, F_OK) == 0
        {
            lines.append("Catalog cache: \(cache)")
        }
        let paths = persistence.paths
        if let server = persistence.databaseServer { lines.append("Database: \(server)") }
        guard !paths.isEmpty else {
            lines.append(
                persistence.databaseServer == nil
                    ? "Files: none; nothing is saved this session" : "Files: none")
            return lines
        }
        lines.append("Files:")
        for path in paths { lines.append("  \(path)") }
        return lines
    }

    /// The screens visited, oldest first, each as its link, with `>` on the one on display:
    /// `[` walks up this list, `]` down.
    static func historyLines(_ state: AppState) -> [String] {
        let history = state.history
        guard history.entries.count > 1 else { return ["History: only this screen"] }
        var lines = ["History ([ back, ] forward; > is on display):"]
        for (index, entry) in history.entries.enumerated() {
            let mark = index == history.index ? ">" : " "
            lines.append(" \(mark) \(index + 1). \(DeepLink.format(entry))")
        }
        return lines
    }
}
