import StateFiles
import TerminalUI

/// A terminal in memory, for tests and previews (like ratatui's `TestBackend`): it plays a
/// script of events and records every canvas drawn and every clipboard copy. Waiting costs no
/// real time: a `pause` step moves a `ManualClock` on instead of sleeping, and when the script
/// runs out the terminal reports `ending` (a hang-up unless told otherwise), so a run always
/// ends.
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
    }

    /// Marks the next frame as a full repaint.
    public func repaint() { repaintPending = true }

    /// Records `text`.
    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// The next scripted event. Pauses and inspections happen only while the loop waits
    /// (`timeoutMilliseconds > 0`), never while it drains a batch: a pause passes on the clock,
    /// up to the timeout at a time, and yields nil. An exhausted script yields `ending`.
    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        let timeout = Duration.milliseconds(max(0, timeoutMilliseconds))
        while let step = script.first {
            switch step {
            case .event(let event):
                script.removeFirst()
                if case .resized(let newSize) = event { size = newSize }
                return event
            case .inspect(let body):
                guard timeout > .zero else { return nil }
                script.removeFirst()
                body()
            case .pause(let remaining):
                guard timeout > .zero else { return nil }
                let waited = min(timeout, remaining)
                clock.advance(by: waited)
                script.removeFirst()
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
