import CAisleTerminal
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

extension NcursesTerminal {
    /// Waits up to `timeoutMilliseconds` (negative: without limit) for a key, a resize, a
    /// terminating signal or the loss of the terminal; `nil` when the time ran out. A pending
    /// signal is reported before any input and again on every call until the process exits.
    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        guard !isStopped else { return nil }
        let clock = ContinuousClock()
        let deadline =
            timeoutMilliseconds < 0 ? nil : clock.now + .milliseconds(timeoutMilliseconds)
        while true {
            if let signo = Self.pendingSignal { return .signal(signo) }
            // A signal landing just before the read blocks is not seen until the read returns,
            // so no single wait is longer than a slice.
            var slice = Self.longestWait
            if let deadline { slice = min(slice, Self.milliseconds(from: clock.now, to: deadline)) }
            let readStart = clock.now
            if let decoded = input.next(waiting: .milliseconds(slice)) {
                emptyWakeups = 0
                if let event = event(for: decoded) { return event }
            } else if slice > 0 {
                // Only a read that waited says anything of the input's health: one that did
                // not (the run loop draining what is queued after a key) costs no system calls.
                if let signo = Self.pendingSignal { return .signal(signo) }
                if Self.inputIsGone() { return .hangup }
                // Reads failing at once, over and over, with no signal to explain them: the
                // input is dead in some way poll does not report. Never spin on it.
                let returnedEarly =
                    slice >= 20 && readStart.duration(to: clock.now) < .milliseconds(2)
                emptyWakeups = returnedEarly ? emptyWakeups + 1 : 0
                if emptyWakeups >= Self.deadInputWakeups { return .hangup }
            }
            if let deadline, clock.now >= deadline { return nil }
        }
    }

    /// The longest single blocking read, in milliseconds.
    static let longestWait: Int32 = 100
    /// Failed reads in a row that returned at once before the input is taken for dead.
    static let deadInputWakeups = 50

    static var pendingSignal: Int32? {
        let signo = aisle_pending_signal()
        return signo == 0 ? nil : signo
    }

    /// Whether standard input has hung up: a closed window often sends no SIGHUP, and reads
    /// then fail at once, forever.
    static func inputIsGone() -> Bool {
        guard isatty(STDIN_FILENO) == 1 else { return true }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return Int32(descriptor.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
    }

    private static func milliseconds(
        from now: ContinuousClock.Instant, to deadline: ContinuousClock.Instant
    ) -> Int32 {
        let left = now.duration(to: deadline).components
        guard left.seconds >= 0 else { return 0 }
        let total = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    private func event(for decoded: DecodedInput) -> TerminalEvent? {
        switch decoded {
        case .resize:
            lastCanvas = nil
            return .resized(size)
        case .key(let key):
            return .key(key)
        case .mouse(let event):
            return reportsMouse ? .mouse(event) : nil
        case .nothing:
            return nil
        case .reply(let reply):
            answered(reply)
            return nil
        case .signal(let signo):
            raiseAsTTY(signo)
            return nil
        }
    }
}
