import NIOCore

/// Sits in front of the SSH handler of one connection: drops it when it has not authenticated
/// within the login grace time, or when it has authenticated but holds no session for the
/// no-session timeout (`ssh -N`, a customer whose session ended); tells the admission gate when
/// it authenticates and ends; reads the client's version line; and logs it — a `connect` line
/// when the customer is known, a `disconnect` line when it ends.
final class ConnectionHandler: ChannelInboundHandler {
    /// First on a TCP connection: everything read is bytes.
    typealias InboundIn = ByteBuffer

    private let authenticator: CustomerAuthenticator
    private let activity: ConnectionActivity
    private let ticket: AdmissionTicket
    private let graceTime: TimeAmount
    private let noSessionTimeout: TimeAmount
    private var started = NIODeadline.now()
    private var version = ClientVersion()
    private var timer: Scheduled<Void>?
    private var authenticated = false
    /// Set once the connection is gone: its sessions closing after it arm nothing.
    private var closed = false

    init(
        authenticator: CustomerAuthenticator, activity: ConnectionActivity, ticket: AdmissionTicket,
        graceTime: TimeAmount, noSessionTimeout: TimeAmount
    ) {
        self.authenticator = authenticator
        self.activity = activity
        self.ticket = ticket
        self.graceTime = graceTime
        self.noSessionTimeout = noSessionTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        started = .now()
        arm(context, after: graceTime, reason: "login-grace-time")
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        authenticator.onAuthenticated = { [weak self] _ in
            guard let self else { return }
            self.authenticated = true
            self.ticket.authenticated()
            ServerLog.event("connect", self.authenticator.logFields)
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
            ServerLog.event("connection-dropped", [("reason", reason)] + fields())
            channel.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The version line is the first thing a client sends; only it is looked at.
        if version.wantsMore {
            version.take(unwrapInboundIn(data).readableBytesView)
            if let line = version.line { authenticator.clientVersion = line }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        timer?.cancel()
        ticket.closed()
        let seconds = Int((NIODeadline.now() - started).nanoseconds / 1_000_000_000)
        let duration = [
            ("duration", ConnectionLog.duration(seconds: seconds)), ("seconds", "\(seconds)"),
        ]
        if authenticator.identity != .unknown {
            ServerLog.event("disconnect", authenticator.whoFields + duration)
        } else {
            ServerLog.event(
                "disconnect",
                [
                    ("address", authenticator.address), ("client", authenticator.clientVersion),
                    ("login", "none"),
                ] + duration)
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A protocol error or a reset: the connection is over either way.
        context.close(promise: nil)
    }
}
