/// Back-pressure from the pty to the SSH channel: how many of the client's bytes are on their
/// way to `aisle` (written to the pty but not yet taken by it, or waiting for the pty to open),
/// and whether the channel may be read. Past `limit` the channel is not read, so the client's
/// SSH window closes and it stops sending; below half of it reading resumes. Pure: the session
/// tells it what happened and does what it says.
struct InputGate: Equatable {
    /// Bytes of a session's input in flight at most, before the channel stops being read.
    static let limit = 64 * 1024

    /// Bytes written toward the pty and not yet taken.
    private(set) var inFlight = 0
    /// Whether the SSH channel is being read.
    private(set) var reading = true

    /// `count` bytes were sent toward the pty; true when reading must stop now.
    mutating func sent(_ count: Int) -> Bool {
        inFlight += count
        guard reading, inFlight >= Self.limit else { return false }
        reading = false
        return true
    }

    /// `count` bytes reached the pty (or were dropped); true when reading may resume now.
    mutating func taken(_ count: Int) -> Bool {
        inFlight = max(inFlight - count, 0)
        guard !reading, inFlight < Self.limit / 2 else { return false }
        reading = true
        return true
    }
}
