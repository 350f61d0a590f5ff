import NIOCore
import Synchronization

/// One admitted connection's place at the admission gate, given back exactly once when its
/// channel closes — however it closes. `channelInactive` alone missed a channel closed before
/// it was ever active (its initializer failed, or it was closed during registration), and the
/// place then stayed taken until the server restarted.
final class AdmissionTicket: Sendable {
    private struct State {
        var authenticated = false
        var closed = false
    }

    private let gate: AdmissionGate
    private let address: String
    private let state = Mutex(State())

    /// A ticket for the connection `gate` just admitted from `address`; `channel`'s close
    /// gives it back.
    init(gate: AdmissionGate, address: String, channel: Channel) {
        self.gate = gate
        self.address = address
        channel.closeFuture.whenComplete { [self] _ in closed() }
    }

    /// The connection logged in: it no longer counts toward MaxStartups.
    func authenticated() {
        let first = state.withLock { state in
            defer { state.authenticated = true }
            return !state.authenticated && !state.closed
        }
        if first { gate.authenticated(address: address) }
    }

    /// The connection is gone; a second call does nothing.
    func closed() {
        let authenticated: Bool? = state.withLock { state in
            guard !state.closed else { return nil }
            state.closed = true
            return state.authenticated
        }
        if let authenticated { gate.closed(address: address, authenticated: authenticated) }
    }
}
