import StateFiles
import Storefront
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The desk's run loop: key → `DeskKeyMap` → `DeskReducer` → effects → `DeskView` → draw, as
/// the storefront's `RunLoop`, with the store's answers (new orders, a change committed or
/// refused) taken in at every wake-up. The loop wakes as the storefront's does (an event, or
/// its timeout); each wake-up at least `lookEvery` after the last asks the store for other
/// sessions' commits, which costs one `PRAGMA data_version` when there were none.
public struct DeskLoop {
    /// The desk's state; read by the caller afterwards.
    public var state: DeskState
    /// Where events come from and canvases go.
    public let terminal: any Terminal
    /// The shop's database.
    public let store: DeskStore
    /// Who ships and cancels, as the orders' history records it.
    public let who: String
    /// The saved path, unless there is no state directory to keep it in.
    public var session: StateFile<DeskSession>?
    /// Problems to print once the screen is restored.
    public internal(set) var warnings: [String] = []
    let saver: Saver
    let clock: any MonotonicClock
    let now: @Sendable () -> Date
    private var saved: DeskSession?
    private var lastSave: ContinuousClock.Instant?
    private var notices: [String]

    /// How often an idle desk asks the store whether another session committed.
    public static let lookEvery = Duration.milliseconds(250)
    /// The longest wait for an event.
    static let wake = 100

    /// A desk over `store` in `state`, drawing on `terminal`; `notices` go on the bottom line
    /// first; the path is saved to `session` through `saver`.
    public init(
        state: DeskState, terminal: any Terminal, store: DeskStore, who: String,
        session: StateFile<DeskSession>?, saver: Saver, notices: [String] = [],
        clock: any MonotonicClock = SystemClock(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.state = state
        self.terminal = terminal
        self.store = store
        self.who = who
        self.session = session
        self.saver = saver
        self.notices = notices
        self.clock = clock
        self.now = now
        saved = session?.verdict?.body.map { DeskSession(path: $0.path, filter: $0.filter) }
    }

    /// Runs until the owner quits, a signal arrives or the terminal goes away; the path is
    /// saved by then.
    public mutating func run() -> RunLoop.Ending {
        var size = terminal.size
        _ = DeskReducer.reduce(&state, .launched(notices: notices))
        draw(size)
        var lastLook = clock.now
        while true {
            var redraw = false
            var next = terminal.nextEvent(timeoutMilliseconds: Self.wake)
            while let event = next {
                switch event {
                case .key(let key):
                    let action = DeskKeyMap.action(for: key, in: state, size: size)
                    if apply(action ?? .unboundKeyPressed) { return finish(.quit) }
                case .mouse(let mouse):
                    if let action = DeskMouse.action(for: mouse, in: state, size: size),
                        apply(action)
                    {
                        return finish(.quit)
                    }
                case .resized(let newSize): size = newSize
                case .signal(let signo): return finish(.signal(signo))
                case .hangup: return finish(.hangup)
                }
                redraw = true
                next = terminal.nextEvent(timeoutMilliseconds: 0)
            }
            if lastLook.duration(to: clock.now) >= Self.lookEvery {
                lastLook = clock.now
                store.look()
            }
            for action in store.takeActions() {
                _ = apply(action)
                redraw = true
            }
            save(force: false)
            if redraw { draw(size) }
        }
    }

    /// Reduces `action` and carries out its effects; returns whether one was to quit.
    mutating func apply(_ action: DeskAction) -> Bool {
        var quit = false
        for effect in DeskReducer.reduce(&state, action) {
            switch effect {
            case .quit: quit = true
            case .setStatus(let change):
                store.write(change, at: Timestamp.iso8601(now()), by: who)
            }
        }
        return quit
    }

    func draw(_ size: Size) { terminal.draw(DeskView.render(state, size: size)) }

    /// Hands the path to the saver when it changed, at most once a second (always with
    /// `force`), if the file may be written.
    private mutating func save(force: Bool) {
        guard let file = session, file.allowsSave else { return }
        let document = DeskSession(state)
        guard document != saved else { return }
        let now = clock.now
        if !force, let lastSave, lastSave.duration(to: now) < .seconds(1) { return }
        saved = document
        lastSave = now
        guard let bytes = document.encoded() else { return }
        saver.save(to: file.path, limit: file.sizeLimit) { current in
            bytes == current ? nil : bytes
        }
    }

    /// Everything written before the loop ends: a change being written is waited for, the
    /// path saved.
    private mutating func finish(_ ending: RunLoop.Ending) -> RunLoop.Ending {
        let wasChanging = state.changing != nil
        store.drain()
        for action in store.takeActions() { _ = apply(action) }
        // A change answered only now: what became of it, on the way out.
        if wasChanging, let notice = state.notice { warnings.append(notice.text) }
        save(force: true)
        saver.drain()
        warnings += saver.takeFailures()
        return ending
    }
}
