import TerminalUI
import Testing

@testable import NcursesBackend

/// The whole exchange in process, on a fake clock: a terminal answers (or does not answer) the
/// keyboard query Aisle writes at start, its answers are taken in as `NcursesTerminal` takes
/// them (`KeyboardProtocol.State`), and then the user presses Esc. curses is modelled by what
/// costs time: a lone ESC is given out only after its Esc delay.
@Suite(.timeLimit(.minutes(10))) struct EscWithoutWaitTests {
    /// A terminal and curses in front of it, on a clock in milliseconds that only moves when a
    /// read waits. Once `pushed`, Esc is written as kitty writes it (`CSI 27 u`).
    struct SimulatedTerminal: RawInputSource {
        /// What the terminal writes to the query: both answers, or only the device attributes.
        let answersKeyboardQuery: Bool
        /// When the user presses Esc.
        let escapeAt: Int
        /// Whether "disambiguate escape codes" is pushed.
        var pushed = false
        private(set) var clock = 0
        private var buffered: [UInt32] = []
        private var answered = false
        private var pressed = false

        /// ncurses' wait after a lone ESC (`set_escdelay(25)` in `NcursesTerminal.start`).
        static let escapeDelay = 25

        init(answersKeyboardQuery: Bool, escapeAt: Int) {
            self.answersKeyboardQuery = answersKeyboardQuery
            self.escapeAt = escapeAt
        }

        mutating func read(_ wait: InputWait) -> RawInput? {
            if buffered.isEmpty, !answered {
                // The answers come at once: the query went out with the first frame.
                answered = true
                let answers = (answersKeyboardQuery ? "\u{1B}[?0u" : "") + "\u{1B}[?62;22c"
                buffered = answers.unicodeScalars.map(\.value)
            }
            if buffered.isEmpty, !pressed {
                let timeout = Int(wait.timeoutMilliseconds)
                guard clock + timeout >= escapeAt else {
                    clock += timeout
                    return nil
                }
                clock = max(clock, escapeAt)
                pressed = true
                buffered = (pushed ? "\u{1B}[27u" : "\u{1B}").unicodeScalars.map(\.value)
            }
            guard !buffered.isEmpty else {
                clock += Int(wait.timeoutMilliseconds)
                return nil
            }
            let unit = buffered.removeFirst()
            // curses cannot tell a lone ESC from a sequence's first byte until its delay ends.
            if unit == 0x1B, buffered.isEmpty { clock += Self.escapeDelay }
            return .character(unit)
        }
    }

    /// Runs the decoder as `NcursesTerminal.nextEvent` does until Esc arrives; returns when (on
    /// the clock) and where the keyboard protocol stood.
    private func pressEscape(answering: Bool) -> (at: Int, state: KeyboardProtocol.State) {
        var decoder = InputDecoder(
            source: SimulatedTerminal(answersKeyboardQuery: answering, escapeAt: 100))
        var state = KeyboardProtocol.State.asked
        for _ in 0..<100 {
            switch decoder.next(waiting: .milliseconds(100)) {
            case .reply(let reply):
                if state.answered(reply) == KeyboardProtocol.push { decoder.source.pushed = true }
            case .key(.escape):
                return (decoder.source.clock, state)
            case .key(let key):
                Issue.record("an answer was typed as \(key)")
            default:
                break
            }
        }
        Issue.record("Esc never arrived")
        return (-1, state)
    }

    @Test func aTerminalThatAnswersTheQueryGivesEscAtOnce() {
        let (at, state) = pressEscape(answering: true)
        #expect(state == .enabled)
        #expect(at == 100, "Esc pressed at 100 ms arrived at \(at) ms")
    }

    @Test func aTerminalThatAnswersOnlyTheDeviceAttributesKeepsTheDelay() {
        let (at, state) = pressEscape(answering: false)
        #expect(state == .unsupported)
        #expect(at == 100 + SimulatedTerminal.escapeDelay)
    }

    @Test func onlyTheFirstAnswerDecides() {
        var state = KeyboardProtocol.State.asked
        #expect(state.answered(.deviceAttributes) == nil)
        #expect(state.answered(.keyboardFlags(0)) == nil)
        #expect(state == .unsupported)
        state = .asked
        #expect(state.answered(.keyboardFlags(0)) == KeyboardProtocol.push)
        #expect(state.answered(.keyboardFlags(0)) == nil)
        #expect(state.answered(.deviceAttributes) == nil)
        #expect(state == .enabled)
    }
}
