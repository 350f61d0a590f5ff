/// `aisle serve --on-order COMMAND`: a command the owner gives, run once for each new order
/// after its commit, with the order as JSON on its standard input.
public struct OrderHook: Sendable {
    /// The owner's command line, run by `/bin/sh -c`; nothing of the customer's is put in it.
    public var command: String
    /// Seconds a run may take before it is stopped (SIGTERM, then SIGKILL).
    public var timeLimit: Int
    /// Where the orders come from, and where a run is noted.
    public var feed: any OrderFeed

    /// At most this many runs at once; later orders wait their turn.
    public static let runsAtOnce = 4

    /// A hook running `command` for the orders of `feed`.
    public init(command: String, timeLimit: Int, feed: any OrderFeed) {
        self.command = command
        self.timeLimit = timeLimit
        self.feed = feed
    }
}

/// The shop's orders as the hook sees them: the ones not yet announced, and noting one as
/// announced so no later look (nor a restart) runs the command for it again.
public protocol OrderFeed: Sendable {
    /// Where the orders are read, for the server's log: the database's path.
    var source: String { get }
    /// Orders not yet announced, oldest first (a few at most); cheap when nothing changed.
    func pending() throws(OrderFeedFailure) -> [OrderAnnouncement]
    /// Notes that the order in `row` was announced, with how it went.
    func announced(row: Int64, outcome: String) throws(OrderFeedFailure)
}

/// One order to announce.
public struct OrderAnnouncement: Sendable, Equatable {
    /// Its row in the shop's database: what identifies it to the feed.
    public var row: Int64
    /// Its number, for the server's log.
    public var number: String
    /// The JSON document for the command's standard input; nil when this build cannot read
    /// the order (it is noted as such, and the command does not run).
    public var document: String?

    /// An order to announce.
    public init(row: Int64, number: String, document: String?) {
        self.row = row
        self.number = number
        self.document = document
    }
}

/// Why the feed could not be read or written; `message` is the server's log line.
public struct OrderFeedFailure: Error, Sendable, Equatable {
    /// What went wrong, in one line.
    public var message: String

    /// A failure saying `message`.
    public init(_ message: String) { self.message = message }
}
