/// A small fake terminal that speaks the kitty keyboard protocol, for the end-to-end tests of
/// Esc without the wait: it runs a program in a pty of its own inside the tmux pane, copies
/// bytes both ways, answers `CSI ? u` with `CSI ? 0 u` (when told to), and once the program has
/// pushed "disambiguate escape codes" sends Esc and Ctrl keys typed one at a time as kitty does
/// (`CSI 27 u`, `CSI 99;5 u`). tmux 3.3a answers only the device attributes query, so without
/// this no test terminal would say yes. Every query, push, pop, and entry to or exit from the
/// alternate screen it sees is logged one a line, then `exit N`.
struct FakeKittyTerminal {
    /// Where the log goes.
    let log: String
    /// The script, written to the scratch directory.
    let script: String

    /// The fake terminal's files in `scratch`.
    init(in scratch: ScratchDirectory) throws {
        log = scratch.file("fake-kitty.log")
        script = try scratch.write(Self.source, to: "fake-kitty.py")
    }

    /// The words that run `command` under the fake terminal; `answers` false makes it one that
    /// does not speak the protocol (it still forwards everything, and logs).
    func command(_ command: [String], answers: Bool = true) -> [String] {
        ["/usr/bin/python3", script, log, answers ? "answer" : "silent"] + command
    }

    /// The words that run `command` under a fake terminal that answers both queries itself
    /// (tmux is not asked the device attributes), but only after a `q` typed ahead: the
    /// program reads the `q` before the answers, as with `aisle⏎q` typed quickly.
    func commandTypingAhead(_ command: [String]) -> [String] {
        ["/usr/bin/python3", script, log, "typeahead"] + command
    }

    /// The events logged so far.
    var events: [String] {
        let bytes = ScratchDirectory.contents(of: log) ?? []
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private static let source = #"""
        import fcntl, os, re, select, signal, sys, termios, tty
        log = open(sys.argv[1], "a", buffering=1)
        answer = sys.argv[2] in ("answer", "typeahead")
        typeahead = sys.argv[2] == "typeahead"
        argv = sys.argv[3:]
        master, child_tty = os.openpty()
        def copy_size(*_):
            fcntl.ioctl(master, termios.TIOCSWINSZ, fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))
        copy_size()
        pid = os.fork()
        if pid == 0:
            os.close(master)
            os.setsid()
            fcntl.ioctl(child_tty, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(child_tty, fd)
            os.execvp(argv[0], argv)
        os.close(child_tty)
        signal.signal(signal.SIGWINCH, copy_size)
        saved = termios.tcgetattr(0)
        tty.setraw(0)
        events = re.compile(rb"\x1b\[(\?u|>1u|<u|\?1049h|\?1049l)")
        names = {b"?u": "query", b">1u": "push", b"<u": "pop", b"?1049h": "enter", b"?1049l": "leave"}
        output, scanned, pushed = b"", 0, False
        def key(data):
            # What kitty sends for a single key press once "disambiguate" is pushed.
            if not pushed or len(data) != 1:
                return data
            if data == b"\x1b":
                return b"\x1b[27u"
            if 1 <= data[0] <= 26 and data[0] not in (8, 9, 10, 13):
                return b"\x1b[%d;5u" % (data[0] + 96)
            return data
        while True:
            try:
                ready, _, _ = select.select([0, master], [], [])
            except InterruptedError:
                continue
            if master in ready:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    break
                if not data:
                    break
                # Typing ahead, this terminal answers the device attributes itself.
                os.write(1, data.replace(b"\x1b[c", b"") if typeahead else data)
                output += data
                for match in events.finditer(output, scanned):
                    name = names[match.group(1)]
                    log.write(name + "\n")
                    if name == "query" and typeahead:
                        os.write(master, b"q\x1b[?0u\x1b[?62;c")
                    elif name == "query" and answer:
                        os.write(master, b"\x1b[?0u")
                    pushed = {"push": True, "pop": False}.get(name, pushed)
                    scanned = match.end()
                scanned = max(scanned, len(output) - 8)
            if 0 in ready:
                data = os.read(0, 65536)
                if not data:
                    break
                os.write(master, key(data))
        _, status = os.waitpid(pid, 0)
        termios.tcsetattr(0, termios.TCSADRAIN, saved)
        log.write("exit %d\n" % os.waitstatus_to_exitcode(status))
        sys.exit(0)
        """#
}
