import NIOCore

/// When a session is to be warned and closed for idleness. Pure: the handler asks it what is
/// due at a given time and schedules the next look.
struct IdleClock {
    /// What is due at a moment.
    enum Due: Equatable {
        /// Nothing yet; look again at this deadline.
        case nothing(until: NIODeadline)
        /// Show the warning, then look again at this deadline.
        case warn(until: NIODeadline)
        /// Close the session.
        case close
    }

    let timeout: TimeAmount
    let lead: TimeAmount
    private(set) var lastInput: NIODeadline
    private(set) var warned = false
    private(set) var cancelled = false
    var scheduled: Scheduled<Void>?

    init(timeout: TimeAmount, lead: TimeAmount, now: NIODeadline) {
        self.timeout = timeout
        self.lead = lead
        lastInput = now
    }

    /// A key arrived; true when a warning was showing (the screen needs repainting).
    mutating func noteInput(now: NIODeadline) -> Bool {
        lastInput = now
        defer { warned = false }
        return warned
    }

    /// What is due at `now`.
    mutating func due(now: NIODeadline) -> Due {
        let warnAt = lastInput + timeout - lead
        let closeAt = lastInput + timeout
        if now >= closeAt { return .close }
        if now >= warnAt {
            if warned { return .nothing(until: closeAt) }
            warned = true
            return .warn(until: closeAt)
        }
        return .nothing(until: warnAt)
    }

    mutating func cancel() {
        cancelled = true
        scheduled?.cancel()
        scheduled = nil
    }
}
