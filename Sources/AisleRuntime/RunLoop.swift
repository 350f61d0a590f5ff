import AisleApp
import StateFiles
import Storefront
import TerminalUI

/// key → action → reduce → effects → render → draw, until the user quits, a signal arrives or
/// the terminal goes away. The only place where state, terminal and files meet.
public struct RunLoop {
    /// How the session ended.
    public enum Ending: Equatable, Sendable {
        /// The user quit.
        case quit
        /// A terminating signal arrived; the process should die by it.
        case signal(Int32)
        /// The terminal went away.
        case hangup
    }

    /// The app's state; the loop's caller reads it afterwards.
    public var state: AppState
    /// The files and when to write them.
    public var persistence: Persistence
    /// Where events come from and canvases go.
    public let terminal: any Terminal
    /// Frame times for `make bench`.
    public let trace: BenchTrace
    /// Problems to print once the screen is restored.
    public internal(set) var warnings: [String] = []
    /// Whether something the user changed could not be written by the end (the cart changes
    /// named in `warnings`): `aisle` then exits with status 1.
    public internal(set) var lostChanges = false
    /// Whether the user is a served customer, who must not read the server's paths
    /// (`ServedText`); set by the loop's caller.
    public var hidesServerPaths = false
    /// Whether the cart changed while there was no database to keep it (`writeCart`).
    var unkeptCart = false
    /// The month the wall clock said at the last look (`RunLoop+Month`).
    var monthSeen: YearMonth?
    /// What start-up had to say, handed to the reducer when the loop starts.
    private var launchNotices: [String] = []
    let dependencies: RuntimeDependencies
    /// Whether the last look at the database's answers changed the state (`RunLoop+UserData`).
    var answered = false
    /// The last left press, to tell a double-click (`RunLoop+Mouse`).
    var clicks = ClickTracker()
    /// Large catalogs' searches, worked out off this thread (`Effect.runSearch`).
    let searches = SearchWorker()
    var clock: any MonotonicClock { dependencies.clock }

    /// A loop over `state` and `persistence`, drawing on `terminal`.
    public init(
        state: AppState, persistence: Persistence, terminal: any Terminal,
        trace: BenchTrace = BenchTrace(path: nil), dependencies: RuntimeDependencies = .live
    ) {
        self.state = state
        // The reducer's order keys are the dependencies' (random ones in the program).
        self.state.orderKeys = dependencies.orderKeys
        self.persistence = persistence
        self.terminal = terminal
        self.trace = trace
        self.dependencies = dependencies
    }

    /// A loop starting where `startup` left things, its notices on the bottom line.
    public init(startup: Startup, terminal: any Terminal, trace: BenchTrace = BenchTrace(path: nil))
    {
        self.init(
            state: startup.state, persistence: startup.persistence, terminal: terminal,
            trace: trace, dependencies: startup.dependencies)
        launchNotices = startup.notices
    }

    /// Runs until the session ends; everything is saved by then.
    public mutating func run() -> Ending {
        var size = terminal.size
        if let wake = terminal.wakeSignal {
            persistence.userData?.store.wakeOnResult { wake.post() }
            // Another host's order or status change, told by the database, is looked for at
            // once (PostgreSQL; SQLite looks on each new screen).
            persistence.userData?.store.lookWhenTold()
            persistence.saver.wakeOnFailure { wake.post() }
            searches.wakeOnAnswer { wake.post() }
        }
        // A restored search in a large catalog starts here (`ReducerRules.followSearch`).
        if perform(
            reduce(&state, .system(.launched(notices: launchNotices)), size: size), size: size)
        {
            return finish(.quit, size: size)
        }
        takeSearchAnswers(size: size)
        draw(size)
        // What start-up left to save gets its deadline (now) before the first wait, which
        // could otherwise last until a key.
        persistence.stateChanged(state, now: clock.now)
        while true {
            let event = terminal.nextEvent(timeoutMilliseconds: waitMilliseconds())
            // Before the keys: a card checked by them is checked against this month.
            followTheMonth(size: size)
            var redraw = false
            // Handle every event already waiting before drawing: a held-down key never queues
            // up frames.
            var next = event
            while let current = next {
                switch current {
                case .key(let key):
                    if handle(key, size: size) { return finish(.quit, size: size) }
                    redraw = true
                case .mouse(let event):
                    if handle(event, size: size) { return finish(.quit, size: size) }
                    redraw = true
                case .resized(let newSize):
                    size = newSize
                    redraw = true
                case .signal(let signo):
                    return finish(.signal(signo), size: size)
                case .hangup:
                    return finish(.hangup, size: size)
                }
                next = terminal.nextEvent(timeoutMilliseconds: 0)
            }
            if takeUserDataAnswers(size: size) { return finish(.quit, size: size) }
            persistence.stateChanged(state, now: clock.now)
            persistence.tick(state, now: clock.now)
            if takeUserDataAnswers(size: size) { return finish(.quit, size: size) }
            // What those answers changed gets its deadline before the wait, which may be long.
            persistence.stateChanged(state, now: clock.now)
            reportSaveFailures(&redraw, size: size)
            if takeSearchAnswers(size: size) { redraw = true }
            if redraw || answered { draw(size) }
            answered = false
        }
    }

    /// Applies `key`; returns whether the user asked to quit.
    private mutating func handle(_ key: Key, size: Size) -> Bool {
        let action = KeyMap.action(for: key, in: state, size: size) ?? .system(.unboundKeyPressed)
        return perform(reduce(&state, action, size: size), size: size)
    }

    /// Carries out effects; returns whether one of them was to quit.
    mutating func perform(_ effects: [Effect], size: Size) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .quit:
                quit = true
            case .copyToClipboard(let text):
                terminal.copyToClipboard(text)
            case .repaint:
                terminal.repaint()
            case .changeCart(let changes):
                writeCart(changes, size: size)
            case .saveAddress(let address):
                persistence.keepAddress(address)
            case .placeOrder(let request):
                quit = place(request, size: size) || quit
            case .runSearch(let list):
                searches.start(list, in: state.catalog, patience: SearchWorker.patience)
            case .cancelSearch:
                searches.cancel()
            }
        }
        return quit
    }

    func draw(_ size: Size) {
        let shown = hidesServerPaths ? state.mappingNoticeTexts(ServedText.forCustomer) : state
        terminal.draw(AppView.render(shown, size: size))
        let searches = state.searches
        trace.frameDrawn(
            mark: searches.running == nil
                ? nil : searches.firstPage == nil ? "searching" : "first-page")
    }

    /// Applies the answers of searches finished off this thread; returns whether there were
    /// any (the screen then changes).
    @discardableResult
    mutating func takeSearchAnswers(size: Size) -> Bool {
        let answers = searches.takeFinished()
        for answer in answers {
            // A search's answer asks for nothing but, perhaps, another search.
            _ = perform(reduce(&state, answer, size: size), size: size)
        }
        return !answers.isEmpty
    }

    /// How long to sleep: until the save deadline, the one timer the loop has; without one,
    /// until something happens (a key, a resize, a signal, or a background result posting the
    /// terminal's `wakeSignal`). A terminal that cannot be woken is looked at every 100 ms, and
    /// every 5 ms while a search is worked out.
    private func waitMilliseconds() -> Int {
        let unwoken = searches.isRunning ? 5 : Self.unwokenInterval
        let bound = terminal.wakeSignal == nil ? unwoken : nil
        guard let deadline = persistence.deadline else { return bound ?? -1 }
        let remaining = clock.now.duration(to: deadline)
        // Rounded up: a deadline less than a millisecond away rounded down to 0 spun through
        // empty reads until it came.
        let milliseconds =
            Int(remaining.components.seconds * 1000)
            + Int((remaining.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        return min(bound ?? .max, max(0, milliseconds))
    }

    /// The longest wait of a terminal without a `wakeSignal`, in milliseconds.
    static let unwokenInterval = 100

    /// Adds the messages not yet in `warnings` (the same failure every second, or twice in
    /// one batch, would nag: each distinct one is told once); returns those added.
    mutating func warnOnce(_ messages: [String]) -> [String] {
        var added: [String] = []
        for message in messages where !warnings.contains(message) {
            warnings.append(message)
            added.append(message)
        }
        return added
    }

    private mutating func reportSaveFailures(_ redraw: inout Bool, size: Size) {
        guard let first = warnOnce(persistence.takeFailures()).first else { return }
        _ = reduce(&state, .system(.saveFailed(first)), size: size)
        redraw = true
    }
}
