/// A new TCP connection, as the admission steps see it.
struct Arrival: Equatable, Sendable {
    /// The client's IP address, without the port (`127.0.0.1`, `::1`).
    var address: String
    /// Seconds on a monotonic clock.
    var now: Double
    /// A random number in 0..<1, for random early drop (a test gives a fixed one).
    var roll: Double
}

/// What the server holds when a connection arrives: the books the steps look at. A value, so
/// each step can be tested with a plain one.
struct AdmissionLedger: Equatable, Sendable {
    /// Connections open that have not authenticated yet.
    var unauthenticated = 0
    /// Connections open, per address.
    var connections: [String: Int] = [:]
    /// Connections open that have not authenticated yet, per address.
    var unauthenticatedByAddress: [String: Int] = [:]
    /// Connections open in all.
    var totalConnections = 0
    /// Sessions open in all (each holds descriptors too).
    var sessions = 0
    /// New-connection allowance per address.
    var buckets: [String: TokenBucket] = [:]
}

/// Why a connection was closed at once; `name` is the log's `reason=`.
enum AdmissionRefusal: Equatable, Sendable {
    case denied
    case maxStartups(unauthenticated: Int)
    case startupsPerAddress(limit: Int)
    case perAddress(limit: Int)
    case rate
    case descriptors(limit: Int)

    /// The word for the log line.
    var name: String {
        switch self {
        case .denied: "denied"
        case .maxStartups: "max-startups"
        case .startupsPerAddress: "max-startups-per-address"
        case .perAddress: "max-connections-per-address"
        case .rate: "connection-rate"
        case .descriptors: "descriptors"
        }
    }
}

/// One small admission rule (as wish composes middleware): a value with a pure `check`.
protocol AdmissionStep: Sendable {
    /// Why `arrival` must be turned away given `ledger`, or nil to let the next step look.
    func check(_ arrival: Arrival, _ ledger: AdmissionLedger) -> AdmissionRefusal?
}
