import AisleApp
import StateFiles
import TerminalUI

/// key → action → reduce → effects → render → draw, until the user quits, a signal arrives or
/// the terminal goes away. The only place where state, terminal and files meet.
public struct RunLoop {
    /// How the session ended.
    public enum Ending: Equatable {
        case quit
        case signal(Int32)
        case hangup
    }

    public var state: AppState
    public var persistence: Persistence
    public let terminal: any Terminal
    public let trace: BenchTrace
    /// Problems to print once the screen is restored.
    public private(set) var warnings: [String] = []
    private let clock = ContinuousClock()

    public init(
        state: AppState, persistence: Persistence, terminal: any Terminal, trace: BenchTrace
    ) {
        self.state = state
        self.persistence = persistence
        self.terminal = terminal
        self.trace = trace
    }

    /// Runs until the session ends; everything is saved by then.
    public mutating func run() -> Ending {
        var size = terminal.size
        draw(size)
        while true {
            let event = terminal.nextEvent(timeoutMilliseconds: waitMilliseconds())
            var redraw = false
            // Handle every event already waiting before drawing: a held-down key never queues
            // up frames.
            var next = event
            while let current = next {
                switch current {
                case .key(let key):
                    if handle(key, size: size) { return finish(.quit) }
                    redraw = true
                case .resized(let newSize):
                    size = newSize
                    redraw = true
                case .signal(let signo):
                    return finish(.signal(signo))
                case .hangup:
                    return finish(.hangup)
                }
                next = terminal.nextEvent(timeoutMilliseconds: 0)
            }
            persistence.stateChanged(state, now: clock.now)
            persistence.tick(state, now: clock.now)
            reportSaveFailures(&redraw, size: size)
            if redraw { draw(size) }
        }
    }

    /// Applies `key`; returns whether the user asked to quit.
    private mutating func handle(_ key: Key, size: Size) -> Bool {
        let action = KeyMap.action(for: key, in: state) ?? .system(.unboundKeyPressed)
        return perform(reduce(&state, action, size: size), size: size)
    }

    /// Carries out effects; returns whether one of them was to quit.
    private mutating func perform(_ effects: [Effect], size: Size) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .quit:
                quit = true
            case .copyToClipboard(let text):
                terminal.copyToClipboard(text)
            case .placeOrder:
                let id = OrderNumber.next(avoiding: Set(state.orders.map(\.id)))
                let placed = AppAction.checkout(
                    .orderPlaced(id: id, placedAt: Timestamp.iso8601()))
                quit = perform(reduce(&state, placed, size: size), size: size) || quit
            }
        }
        return quit
    }

    private mutating func finish(_ ending: Ending) -> Ending {
        persistence.flush(state)
        warnings += persistence.saver.takeFailures().filter { !warnings.contains($0) }
        return ending
    }

    private func draw(_ size: Size) {
        terminal.draw(AppView.render(state, size: size))
        trace.frameDrawn()
    }

    /// Wakes at the save deadline, or every 100 ms so signals and hang-ups are noticed.
    private func waitMilliseconds() -> Int {
        guard let deadline = persistence.deadline else { return 100 }
        let remaining = clock.now.duration(to: deadline)
        let milliseconds =
            Int(remaining.components.seconds * 1000)
            + Int(remaining.components.attoseconds / 1_000_000_000_000_000)
        return min(100, max(0, milliseconds))
    }

    private mutating func reportSaveFailures(_ redraw: inout Bool, size: Size) {
        let failures = persistence.saver.takeFailures()
        // The same failure every second would nag: tell each distinct one once.
        let new = failures.filter { !warnings.contains($0) }
        guard let first = new.first else { return }
        warnings += new
        _ = reduce(&state, .system(.saveFailed(first)), size: size)
        redraw = true
    }
}
