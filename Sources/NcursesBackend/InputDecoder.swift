import CNcursesw
import TerminalUI

/// What one decoding step produced.
enum DecodedInput: Equatable {
    /// A key (pasted text included).
    case key(Key)
    /// A mouse report.
    case mouse(MouseEvent)
    /// The terminal changed size (`KEY_RESIZE`).
    case resize
    /// Input that means nothing to Aisle: an unused key code, a NUL, a sequence swallowed.
    case nothing
    /// The terminal answered a query; never a key.
    case reply(TerminalReply)
    /// A key the tty would have turned into this signal (Ctrl-Z is SIGTSTP) had the terminal
    /// sent its plain byte: reported by the kitty keyboard protocol, it reached Aisle instead.
    case signal(Int32)
}

/// Turns raw input into keys: single units through `KeyDecoder`'s tables, and what takes
/// several (Esc or Alt, escape sequences curses left undecoded, bracketed paste) here. Pure:
/// it reads only through its source, so tests script the input, pauses included.
struct InputDecoder<Source: RawInputSource> {
    /// Where the input comes from.
    var source: Source
    /// Input read ahead and not used, given out again before the source is read (last first).
    private var readAhead: [RawInput] = []
    /// The C0 bytes the tty turns into signals (`^Z` into SIGTSTP, `^\` into SIGQUIT), so
    /// the same keys reported as kitty key reports raise them too.
    var signalCharacters: [UInt32: Int32] = [:]

    /// A decoder reading `source`.
    init(source: Source) {
        self.source = source
    }

    /// The next decoded input, waiting up to `wait` for its first unit; nil when nothing
    /// arrived.
    mutating func next(waiting wait: InputWait) -> DecodedInput? {
        guard let first = read(wait) else { return nil }
        switch first {
        case .keyCode(KEY_RESIZE):
            return .resize
        case .keyCode(let code):
            return KeyDecoder.key(forKeyCode: code).map(DecodedInput.key) ?? .nothing
        case .character(0x1B):
            return afterEscape()
        case .character(let code):
            return KeyDecoder.key(forCharacter: code).map(DecodedInput.key) ?? .nothing
        }
    }

    /// The next unit: one read ahead earlier, else one from the source.
    mutating func read(_ wait: InputWait) -> RawInput? {
        readAhead.popLast() ?? source.read(wait)
    }

    /// Puts `inputs` back so the next reads return them in order.
    mutating func unread(_ inputs: [RawInput]) {
        readAhead.append(contentsOf: inputs.reversed())
    }
}
