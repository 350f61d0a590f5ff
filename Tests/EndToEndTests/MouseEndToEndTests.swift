import Glibc
import Testing

/// The mouse in a real terminal: SGR reports written into a tmux pane (the bytes xterm, or
/// tmux with `mouse on`, sends a program that asked for them), and the modes tmux records the
/// program as having turned on, off on quit, off while suspended and on again when resumed.
@Suite(
    "Mouse", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct MouseEndToEndTests {
    /// The fixture catalog plus enough categories that Home scrolls at 80×24.
    static func catalog(categories: Int = 2) -> String {
        var json = FixtureCatalog.json(FixtureCatalog.standard)
        let extra = (0..<max(0, categories - 2)).map {
            #", {"id": "x\#($0)", "name": "Shelf \#($0)"}"#
        }
        json = json.replacingOccurrences(
            of: #"{"id": "tools", "name": "Tools"}"#,
            with: #"{"id": "tools", "name": "Tools"}"# + extra.joined())
        return json
    }

    @Test("a click highlights a row, a click on the highlighted row opens it, a crumb goes back")
    func clickToOpenAndBack() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(Self.catalog(), to: "catalog.json")
        try session.launch(["--catalog", catalog])
        var rows = try session.waitForHome(highlighting: "Tea Room")
        try session.waitForMouseModes(on: true)
        let tools = try #require(TmuxSession.place(of: "Tools", in: rows))
        try session.click(row: tools.row, column: tools.column)
        rows = try session.waitUntil("Tools highlighted") {
            ScreenRows.isHighlighted("Tools", in: $0)
        }
        try session.click(row: tools.row, column: tools.column)
        rows = try session.waitForTitle("Tools")
        #expect(rows.contains { $0.contains("Tea Kettle") })
        let home = try #require(TmuxSession.place(of: "1 Home", in: rows))
        try session.click(row: home.row, column: home.column + 2)
        try session.waitForHome(highlighting: "Tools")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("the wheel scrolls the list under the pointer")
    func wheelScrolls() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(Self.catalog(categories: 40), to: "catalog.json")
        try session.launch(["--catalog", catalog])
        let rows = try session.waitForHome(highlighting: "Tea Room")
        try session.waitForMouseModes(on: true)
        let first = try #require(TmuxSession.place(of: "Tea Room", in: rows))
        #expect(!rows.contains { $0.contains("Shelf 30") })
        for _ in 0..<4 {
            try session.sendMouse(button: 65, row: first.row + 2, column: 10)
        }
        // Four notches of three rows: row 12, Shelf 10, is at the top of the list now, and
        // the highlight came along to stay in view.
        let scrolled = try session.waitUntil("the list scrolled down") { rows in
            rows.count > first.row && rows[first.row].contains("Shelf 10")
        }
        #expect(ScreenRows.isHighlighted("Shelf 10", in: scrolled))
        try session.sendMouse(button: 64, row: first.row + 2, column: 10)
        let back = try session.waitUntil("the list scrolled back up a notch") { rows in
            rows.count > first.row && rows[first.row].contains("Shelf 7")
        }
        #expect(ScreenRows.isHighlighted("Shelf 10", in: back))
    }

    @Test("--no-mouse and AISLE_NO_MOUSE leave the mouse to the terminal; quitting turns it off")
    func mouseModesFollowTheOptions() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(Self.catalog(), to: "catalog.json")
        try session.launch(["--catalog", catalog], keepAlive: true)
        try session.waitForHome(highlighting: "Tea Room")
        try session.waitForMouseModes(on: true)
        try session.sendKeys("q")
        let ended = try session.waitForWrappedExit()
        #expect(ended.status == 0)
        try session.waitForMouseModes(on: false)

        for (arguments, environment) in [(["--no-mouse"], [:]), ([], ["AISLE_NO_MOUSE": "1"])]
            as [([String], [String: String?])]
        {
            try session.launch(
                ["--catalog", catalog, "--fresh"] + arguments, environment: environment)
            let rows = try session.waitForHome(highlighting: "Tea Room")
            // The first frame is drawn after the modes would have been set.
            #expect(try session.mouseModes() == (standard: false, sgr: false))
            // A report that arrives anyway (a terminal ignoring the modes) is dropped: the
            // key after it still finds Tea Room highlighted and opens it.
            let tools = try #require(TmuxSession.place(of: "Tools", in: rows))
            try session.click(row: tools.row, column: tools.column)
            try session.sendKeys("Enter")
            try session.waitForTitle("Tea Room")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == .exited(0))
        }
    }

    @Test("Ctrl-Z turns the mouse off while suspended; resuming turns it on again")
    func suspendAndResume() throws {
        let session = try TmuxSession()
        // bash with job control gives the app its own process group, so Ctrl-Z stops it (in
        // an orphaned group the kernel would drop the stop).
        let wrapper = """
            set -m
            "$0" "$@"
            echo "aisle-stopped status=$?"
            read -r _
            fg
            echo "aisle-resumed-and-ended status=$?"
            read -r _
            """
        try session.launch(wrapper: wrapper)
        try session.waitUntil("Home") { ScreenRows.topBar($0).hasPrefix(" 1 Home") }
        try session.waitForMouseModes(on: true)
        try session.sendKeys("C-z")
        try session.waitFor("aisle-stopped status=148")
        #expect(try session.mouseModes() == (standard: false, sgr: false))
        #expect(try session.format("#{alternate_on}") == "0")
        try session.sendKeys("Enter")
        try session.waitUntil("Home again") { ScreenRows.topBar($0).hasPrefix(" 1 Home") }
        try session.waitForMouseModes(on: true)
        try session.sendKeys("q")
        try session.waitFor("aisle-resumed-and-ended status=0")
        #expect(try session.mouseModes() == (standard: false, sgr: false))
    }
}
