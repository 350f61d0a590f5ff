/// Moving around the app the way a user does, one key at a time, waiting for each step to show.
extension TmuxSession {
    /// The usual start of an end-to-end test: writes the fixture catalog (`FixtureCatalog`'s
    /// standard products) as `catalog.json`, launches Aisle on it with `arguments` after
    /// `--catalog`, and waits for Home with Tea Room highlighted. Returns the catalog's path,
    /// for a later relaunch on the same file.
    @discardableResult
    func launchStandard(_ arguments: [String] = []) throws -> String {
        let catalog = try scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        try launch(["--catalog", catalog] + arguments)
        try waitForHome(highlighting: "Tea Room")
        return catalog
    }

    /// Presses Down until the highlighted row starts with `name`; returns that screen.
    @discardableResult
    func highlight(_ name: String, maxSteps: Int = 40) throws -> [String] {
        var rows = try waitUntil("a highlighted row") { ScreenRows.highlighted($0) != nil }
        for _ in 0..<maxSteps {
            if ScreenRows.isHighlighted(name, in: rows) { return rows }
            let before = ScreenRows.highlighted(rows)
            try sendKeys("Down")
            rows = try waitUntil("the highlight to move down from “\(before ?? "")”") {
                ScreenRows.highlighted($0) != before
            }
        }
        throw E2EFailure("“\(name)” never became the highlighted row", screen: rows)
    }

    /// Highlights `name` and opens it with Enter; waits for a screen titled `name` (row 2).
    @discardableResult
    func open(_ name: String) throws -> [String] {
        try highlight(name)
        try sendKeys("Enter")
        return try waitForTitle(name)
    }

    /// Waits for a screen whose title row (row 2, under the top bar) starts with `title`.
    @discardableResult
    func waitForTitle(_ title: String, timeout: Duration = defaultTimeout) throws -> [String] {
        try waitUntil("a screen titled “\(title)”", timeout: timeout) { rows in
            rows.count > 2 && rows[2].trimmed.hasPrefix(title)
        }
    }

    /// Waits for Home: the top bar's only crumb is Home and a category row is highlighted.
    @discardableResult
    func waitForHome(highlighting category: String) throws -> [String] {
        try waitUntil("Home with “\(category)” highlighted") { rows in
            ScreenRows.topBar(rows).hasPrefix(" 1 Home ") && !ScreenRows.topBar(rows).contains("›")
                && ScreenRows.isHighlighted(category, in: rows)
        }
    }
}
