import CAisleTerminal
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

extension NcursesTerminal {
    /// Waits up to `timeoutMilliseconds` (negative: without limit) for a key, a resize, a
    /// terminating signal or the loss of the terminal; `nil` when the time ran out or the wait
    /// was woken (`wakeSignal`: a background result is ready). A pending signal is reported
    /// before any input and again on every call until the process exits. The wait is one
    /// `poll` over standard input and the wake-up eventfd, which the signal handlers and the
    /// SIGWINCH wrapper post to as well: nothing is noticed late, and nothing wakes on a tick.
    public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
        guard !isStopped else { return nil }
        let clock = ContinuousClock()
        let deadline =
            timeoutMilliseconds < 0 ? nil : clock.now + .milliseconds(timeoutMilliseconds)
        while true {
            if let signo = Self.pendingSignal { return .signal(signo) }
            // What is already read (curses' queue, the decoder's read-ahead) or already waiting
            // comes first: poll sees only the file descriptor.
            if let decoded = input.next(waiting: .arrived) {
                emptyWakeups = 0
                if let event = event(for: decoded) { return event }
                continue
            }
            let left = deadline.map { Self.milliseconds(from: clock.now, to: $0) } ?? -1
            if left == 0 { return nil }
            switch aisle_wake_wait(STDIN_FILENO, left) {
            case AISLE_WAIT_INPUT:
                // Readable, yet the read above found nothing, over and over, with no signal
                // to explain it: the input is dead in some way poll does not report.
                emptyWakeups += 1
                if emptyWakeups > Self.deadInputWakeups { return .hangup }
            case AISLE_WAIT_WOKEN:
                if let signo = Self.pendingSignal { return .signal(signo) }
                // A resize posts too: its KEY_RESIZE is read now; otherwise it is news for
                // the run loop.
                if let decoded = input.next(waiting: .arrived), let event = event(for: decoded) {
                    return event
                }
                return nil
            case AISLE_WAIT_GONE:
                return Self.pendingSignal.map(TerminalEvent.signal) ?? .hangup
            default:
                // Timed out, or a signal cut the wait short (a resize without a wake-up source,
                // Ctrl-Z and back): the loop above looks again.
                emptyWakeups = 0
            }
        }
    }

    /// Reads in a row that found nothing although poll said there was input, before the
    /// input is taken for dead.
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

    /// Milliseconds from `now` to `deadline`, 0 once it has passed: the timeout for `poll`.
    static func milliseconds(
        from now: ContinuousClock.Instant, to deadline: ContinuousClock.Instant
    ) -> Int32 {
        let left = now.duration(to: deadline).components
        let total = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
        // Never negative: a deadline just passed (its seconds 0, its attoseconds below 0)
        // would be poll's "wait for ever", and the save it stood for would wait for a key.
        return Int32(clamping: max(0, total))
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
