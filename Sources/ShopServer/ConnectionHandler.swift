import NIOCore

/// Sits in front of the SSH handler of one connection: drops it when it has not authenticated
/// within the login grace time, or when it has authenticated but holds no session for the
/// no-session timeout (`ssh -N`, a visitor whose session ended); tells the admission gate when
/// it authenticates and ends; and logs it — one line when the customer is known, one when it
/// ends.
final class ConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = Any

    private let authenticator: CustomerAuthenticator
    private let activity: ConnectionActivity
    private let gate: AdmissionGate
    private let graceTime: TimeAmount
    private let noSessionTimeout: TimeAmount
    private var started = NIODeadline.now()
    private var timer: Scheduled<Void>?
    private var authenticated = false
    /// Set once the connection is gone: its sessions closing after it arm nothing.
    private var closed = false

    init(
        authenticator: CustomerAuthenticator, activity: ConnectionActivity, gate: AdmissionGate,
        graceTime: TimeAmount, noSessionTimeout: TimeAmount
    ) {
        self.authenticator = authenticator
        self.activity = activity
        self.gate = gate
        self.graceTime = graceTime
        self.noSessionTimeout = noSessionTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        started = .now()
        arm(context, after: graceTime, reason: "login-grace-time")
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        authenticator.onAuthenticated = { [weak self] identity in
            guard let self else { return }
            self.authenticated = true
            self.gate.authenticated(address: self.activity.address)
            ConnectionLog.write("connected \(Self.who(identity)) from \(self.activity.peer)")
            self.sessionsChanged(bound.value)
        }
        activity.onChange = { [weak self] in self?.sessionsChanged(bound.value) }
    }

    /// With no session open (and logged in), the no-session clock runs; with one, it stops.
    private func sessionsChanged(_ context: ChannelHandlerContext) {
        guard authenticated, !closed else { return }
        timer?.cancel()
        timer = nil
        if activity.sessions == 0 {
            arm(context, after: noSessionTimeout, reason: "no-session-timeout")
        }
    }

    private func arm(_ context: ChannelHandlerContext, after delay: TimeAmount, reason: String) {
        let channel = context.channel
        let fields = { [activity, authenticator] in activity.logFields(authenticator.identity) }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) {
            ConnectionLog.write("connection-dropped reason=\(reason) \(fields())")
            channel.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        timer?.cancel()
        gate.closed(address: activity.address, authenticated: authenticated)
        let seconds = Int((NIODeadline.now() - started).nanoseconds / 1_000_000_000)
        let identity = authenticator.identity
        let how = identity == .unknown ? "closed without logging in" : "disconnected"
        ConnectionLog.write(
            "\(how) \(Self.who(identity)) from \(activity.peer) after "
                + ConnectionLog.duration(seconds: seconds)
        )
        context.fireChannelInactive()
    }

    private static func who(_ identity: CustomerAuthenticator.Identity) -> String {
        switch identity {
        case .customer(let fingerprint): KeyFingerprint.short(fingerprint)
        case .visitorWithoutKey: "a visitor without a key"
        case .unknown: "a client"
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A protocol error or a reset: the connection is over either way.
        context.close(promise: nil)
    }
}

/// Behind the SSH handler: a protocol error or a reset ends the connection.
final class CloseOnError: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
