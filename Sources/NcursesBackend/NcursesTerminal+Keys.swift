import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

extension NcursesTerminal {
    /// Turns the terminal's interrupt character off, so Ctrl-C arrives as a key: it cancels a
    /// prompt (as in a shell) and quits elsewhere through the binding table. `kill -INT` still
    /// arrives as a signal; Ctrl-Z and Ctrl-\ keep their signals. ncurses then records the mode
    /// as its program mode, and `endwin` puts back the shell's, interrupt character included.
    static func passInterruptAsKey() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            let index = Int(VINTR)
            guard index < characters.count else { return }
            characters[index] = 0  // _POSIX_VDISABLE on Linux
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Asks for the whole screen to be painted again on the next draw (Ctrl-L): whatever
    /// another program or a noisy line left on the terminal goes.
    public func repaint() {
        guard !isStopped else { return }
        lastCanvas = nil
        clearok(window, true)
    }
}
