import CAisleTerminal
import CNcursesw
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal: ncurses on standard input and output. The only code in Aisle that talks
/// to ncurses. Main thread only.
///
/// Lifecycle: `start(color:)` (or `preflight()` first, to report problems before anything
/// else), then `draw`/`nextEvent` in the run loop, then `stop()`. On `.signal(n)`: save,
/// `stop()`, `dieBySignal(n)`.
public final class NcursesTerminal: Terminal {
    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let palette: StylePalette
    /// Keys from curses' raw input.
    var input: InputDecoder<CursesInput>
    /// The frame on screen, to draw only what changed; `nil` forces a full redraw.
    var lastCanvas: Canvas?
    /// Reads in a row that failed at once without a signal (see `nextEvent`).
    var emptyWakeups = 0
    /// Whether the terminal answered the kitty keyboard query, and the flags are pushed.
    var keyboardProtocol = KeyboardProtocol.State.asked
    /// Whether the device attributes, the last answer to the start's query, were read.
    var queryAnswered = false
    private(set) var isStopped = false
    /// Whether mouse reporting was asked for; without it a report that arrives anyway (a
    /// terminal that ignores the modes) is dropped, since the user left the mouse to the terminal.
    let reportsMouse: Bool
    /// Wakes `nextEvent`'s wait from any thread (an eventfd in its poll set); nil if the
    /// eventfd could not be made, when the run loop falls back to looking every 100 ms.
    public private(set) var wakeSignal: WakeSignal?

    private init(
        screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, color: Bool, mouse: Bool
    ) {
        self.screen = screen
        self.window = window
        reportsMouse = mouse
        input = InputDecoder(source: CursesInput(window: window))
        palette = StylePalette.make(color: color)
    }

    deinit { stop() }

    /// Takes over the terminal: preflight checks, UTF-8 locale, signal handlers and crash
    /// guard, stderr capture, then the curses screen (alternate screen, no echo, keypad,
    /// 25 ms Esc delay, hidden cursor, bracketed paste, and mouse reporting when `mouse` is
    /// true). Colours only when `color` is true and the terminal has them. Then it asks whether
    /// the terminal speaks the kitty keyboard protocol, without waiting for the answer (see
    /// `KeyboardProtocol`). The modes Aisle turns on itself go off on Ctrl-Z and back on when
    /// resumed, and off on `stop()` and in the crash guard. Undoes everything it did if it
    /// fails.
    public static func start(color: Bool, mouse: Bool = true) throws(TerminalSetupError)
        -> NcursesTerminal
    {
        try loadTerminalDescription()
        let reset = emergencyResetSequence()
        aisle_release_setupterm()
        TerminalLocale.ensureUTF8()
        // Ours must be in place before newterm, which only installs its own where none exist.
        _ = aisle_install_signal_handlers()
        _ = aisle_crash_guard_install(reset)
        _ = aisle_stderr_capture_begin()
        guard let screen = newterm(nil, aisle_stdout(), aisle_stdin()) else {
            releaseProcessGuards()
            throw .initFailed
        }
        guard let window = aisle_stdscr() else {
            endwin()
            delscreen(screen)
            releaseProcessGuards()
            throw .initFailed
        }
        cbreak()
        passInterruptAsKey()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        set_escdelay(25)
        // Mouse reports are InputDecoder's: curses must not turn the start of one (its terminfo
        // `kmous`) into KEY_MOUSE and leave the rest to be read as typing.
        keyok(KEY_MOUSE, false)
        curs_set(0)
        leaveok(window, true)
        let terminal = NcursesTerminal(
            screen: screen, window: window, color: color, mouse: mouse)
        // The first refresh enters the alternate screen; the mode switch goes out after it so
        // it cannot land inside curses' own buffered output.
        werase(window)
        wnoutrefresh(window)
        doupdate()
        let modesOn = BracketedPaste.enable + (mouse ? MouseReport.enable : "")
        writeToTerminal(modesOn + KeyboardProtocol.query)
        _ = aisle_suspend_hook_install(modesOff, modesOn)
        // After newterm, whose SIGWINCH handler it wraps.
        if aisle_wake_open() == 0, aisle_wake_on_resize_install() == 0 {
            terminal.wakeSignal = WakeSignal { aisle_wake_post() }
        }
        terminal.input.signalCharacters = signalCharacters()
        return terminal
    }

    /// The screen size as curses knows it (updated on resize).
    public var size: Size {
        guard !isStopped else { return Size(columns: 0, rows: 0) }
        return Size(columns: Int(aisle_getmaxx(window)), rows: Int(aisle_getmaxy(window)))
    }

    /// Everything `start` may have turned on itself, turned off (harmless when it was not on).
    static let modesOff = MouseReport.disable + BracketedPaste.disable

    /// Gives the terminal back: keyboard flags popped, mouse reporting and bracketed paste off,
    /// curses ended (normal screen, cursor, modes), signal dispositions and crash handlers as
    /// they were, then whatever was written to stderr meanwhile is printed. Safe to call more
    /// than once.
    public func stop() {
        guard !isStopped else { return }
        readLateAnswers()
        isStopped = true
        // Popped before curses leaves the alternate screen, whose stack the flags are on.
        let pop = keyboardProtocol == .enabled ? KeyboardProtocol.pop : ""
        Self.writeToTerminal(pop + Self.modesOff)
        aisle_keyboard_protocol_set_pushed(0)
        curs_set(1)
        endwin()
        delscreen(screen)
        Self.releaseProcessGuards()
    }

    /// Ends the process by `signo` so the parent sees the real cause (a shell prints nothing
    /// for SIGINT, reports "Terminated" for SIGTERM): default disposition, unblocked, raised;
    /// exit status `128 + signo` if that somehow returns. Call after `stop()`.
    public static func dieBySignal(_ signo: Int32) -> Never {
        aisle_die_by_signal(signo)
    }

    private static func releaseProcessGuards() {
        aisle_wake_on_resize_remove()
        aisle_suspend_hook_remove()
        aisle_crash_guard_remove()
        aisle_remove_signal_handlers()
        aisle_stderr_capture_end()
    }

    /// Writes `text` straight to stdout; only between curses updates, when its buffer is empty.
    /// The backend's one write loop (it imports nothing of StateFiles, whose `DescriptorWriter`
    /// serves the files).
    static func writeToTerminal(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
