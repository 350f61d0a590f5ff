import NIOCore

/// Sits in front of the SSH handler of one connection: drops it when it has not authenticated within
/// the login grace time, and logs it — one line when the customer is known, one when it ends.
final class ConnectionHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = Any

    private let authenticator: CustomerAuthenticator
    private let graceTime: TimeAmount
    private var started = NIODeadline.now()
    private var peer = "?"
    private var grace: Scheduled<Void>?

    init(authenticator: CustomerAuthenticator, graceTime: TimeAmount) {
        self.authenticator = authenticator
        self.graceTime = graceTime
    }

    func handlerAdded(context: ChannelHandlerContext) {
        started = .now()
        peer = context.channel.remoteAddress.map(Self.describe) ?? "?"
        let channel = context.channel
        grace = context.eventLoop.scheduleTask(in: graceTime) {
            channel.close(promise: nil)
        }
        authenticator.onAuthenticated = { [weak self] identity in
            guard let self else { return }
            self.grace?.cancel()
            self.grace = nil
            ConnectionLog.write("connected \(Self.who(identity)) from \(self.peer)")
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        grace?.cancel()
        let seconds = Int((NIODeadline.now() - started).nanoseconds / 1_000_000_000)
        let identity = authenticator.identity
        let how = identity == .unknown ? "closed without logging in" : "disconnected"
        ConnectionLog.write(
            "\(how) \(Self.who(identity)) from \(peer) after \(ConnectionLog.duration(seconds: seconds))"
        )
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A protocol error or a reset: the connection is over either way.
        context.close(promise: nil)
    }

    private static func who(_ identity: CustomerAuthenticator.Identity) -> String {
        switch identity {
        case .customer(let fingerprint): KeyFingerprint.short(fingerprint)
        case .visitorWithoutKey: "a visitor without a key"
        case .unknown: "a client"
        }
    }

    private static func describe(_ address: SocketAddress) -> String {
        guard let ip = address.ipAddress else { return "\(address)" }
        let port = address.port.map { ":\($0)" } ?? ""
        return ip.contains(":") ? "[\(ip)]\(port)" : ip + port
    }
}

/// Behind the SSH handler: a protocol error or a reset ends the connection.
final class CloseOnError: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
