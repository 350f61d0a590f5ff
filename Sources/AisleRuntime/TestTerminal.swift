import StateFiles
import Synchronization
import TerminalUI

/// A terminal in memory, for tests and previews (like ratatui's `TestBackend`): it plays a
/// script of events and records every canvas drawn and every clipboard copy. Waiting costs no
/// real time: a `pause` step moves a `ManualClock` on instead of sleeping, and when the script
/// runs out the terminal reports `ending` (a hang-up unless told otherwise), so a run always
/// ends. A post to `wakeSignal` (a background result) ends the wait before the next pause
/// without moving the clock, as the real terminal's eventfd does; `wakeUps` counts the waits.
public final class TestTerminal: Terminal {
    /// One step of the script.
    public enum Step {
        /// The event arrives at once.
        case event(TerminalEvent)
        /// Nothing arrives for this long: waits for events use it up on the clock.
        case pause(Duration)
        /// Runs `body` when the loop next asks for an event (to look at files mid-run).
        case inspect(() -> Void)
    }

    /// The current size; a scripted resize changes it.
    public private(set) var size: Size
    /// Every canvas drawn, in order.
    public private(set) var canvases: [Canvas] = []
    /// Every text copied to the clipboard, in order.
    public private(set) var clipboard: [String] = []
    /// The indexes in `canvases` of the frames drawn as full repaints (after Ctrl-L).
    public private(set) var repaintedFrames: [Int] = []
    /// When each canvas was drawn, by the clock.
    public private(set) var drawTimes: [ContinuousClock.Instant] = []
    /// How many times the loop waited for an event (asked with a timeout other than 0): each
    /// is one wake-up of an idle loop.
    public private(set) var wakeUps = 0
    /// Whether `wakeSignal` was posted and not yet taken by a wait.
    private let woken = WakeFlag()
    /// Whether the next frame drawn is a full repaint.
    private var repaintPending = false
    private var script: [Step]
    private let clock: ManualClock
    private let ending: TerminalEvent

    /// A terminal of `size` playing `script` on `clock`, then reporting `ending`.
    public init(
        size: Size = Size(columns: 80, rows: 24), script: [Step], clock: ManualClock,
        ending: TerminalEvent = .hangup
    ) {
        self.size = size
        self.script = script
        self.clock = clock
        self.ending = ending
    }

    /// Every canvas drawn, each as its rows of plain text.
    public var frames: [[String]] { canvases.map(\.lines) }

    /// The rows of the last canvas as plain text, or none before the first draw.
    public var screen: [String] { canvases.last?.lines ?? [] }

    /// Records `canvas`, and whether it was drawn as a full repaint.
    public func draw(_ canvas: Canvas) {
        if repaintPending { repaintedFrames.append(canvases.count) }
        repaintPending = false
        canvases.append(canvas)
        drawTimes.append(clock.now)
    }

    /// Sets a flag the next wait takes (from any thread).
    public var wakeSignal: WakeSignal? {
        WakeSignal { [woken] in woken.flag.withLock { $0 = true } }
    }

    private func takeWake() -> Bool {
        woken.flag.withLock { flag in
            defer { flag = false }
            return flag
        }
    }

    /// Marks the next frame as a full repaint.
    public func repaint() { repaintPending = true }

    /// Records `text`.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// The next scripted event. Pauses and inspections happen only while the loop waits
    /// (`timeoutMilliseconds` not 0), never while it drains a batch: a pause passes on the
    /// clock, up to the timeout at a time (whole without one: a negative timeout), and yields
    /// nil. A posted `wakeSignal` yields nil before the next pause, the clock unmoved. An exhausted script yields `ending`.
    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        let waits = timeoutMilliseconds != 0
        if waits { wakeUps += 1 }
        let timeout = timeoutMilliseconds < 0 ? nil : Duration.milliseconds(timeoutMilliseconds)
        while let step = script.first {
            switch step {
            case .event(let event):
                script.removeFirst()
                if case .resized(let newSize) = event { size = newSize }
                return event
            case .inspect(let body):
                guard waits else { return nil }
                script.removeFirst()
                body()
            case .pause(let remaining):
                guard waits else { return nil }
                if takeWake() { return nil }
                script.removeFirst()
                guard let timeout else {
                    // A pause ends the wait it falls in, as the last thing before the loop
                    // goes round: scripts use it to let the loop take what has come.
                    clock.advance(by: remaining)
                    return nil
                }
                let waited = min(timeout, remaining)
                clock.advance(by: waited)
                if remaining > waited { script.insert(.pause(remaining - waited), at: 0) }
                return nil
            }
        }
        return ending
    }
}

extension TestTerminal.Step {
    /// A key press.
    public static func key(_ key: Key) -> Self { .event(.key(key)) }

    /// Each character of `text` as a key press.
    public static func keys(_ text: String) -> [Self] {
        text.map { .event(.key(.character($0))) }
    }
}

/// A flag background threads set: the test terminal's eventfd.
private final class WakeFlag: Sendable {
    let flag = Mutex(false)
}
