/// How news that is not input reaches a terminal's wait: whoever completes work in the
/// background (a database write, a save) posts, and the run loop's `nextEvent` returns at once
/// instead of sleeping out its timeout — as bubbletea delivers a `Cmd`'s result as a message.
/// The real terminal posts to an eventfd in its poll set; the test terminal sets a flag.
public struct WakeSignal: Sendable {
    private let body: @Sendable () -> Void

    /// A signal that runs `post` (from any thread) to wake the wait.
    public init(_ post: @escaping @Sendable () -> Void) { body = post }

    /// Wakes the terminal's wait, or the next one if none is under way.
    public func post() { body() }
}
