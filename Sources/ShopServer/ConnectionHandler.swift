import NIOCore

/// Sits in front of the SSH handler of one connection: drops it when it has not authenticated within
/// the login grace time, and logs it — a `connect` line when the customer is known, a
/// `disconnect` line when it ends.
final class ConnectionHandler: ChannelInboundHandler, @unchecked Sendable {
    /// First on a TCP connection: everything read is bytes.
    typealias InboundIn = ByteBuffer

    private let authenticator: CustomerAuthenticator
    private let graceTime: TimeAmount
    private var started = NIODeadline.now()
    private var version = ClientVersion()
    private var grace: Scheduled<Void>?

    init(authenticator: CustomerAuthenticator, graceTime: TimeAmount) {
        self.authenticator = authenticator
        self.graceTime = graceTime
    }

    func handlerAdded(context: ChannelHandlerContext) {
        started = .now()
        authenticator.address = context.channel.remoteAddress.map(Self.describe) ?? "?"
        let channel = context.channel
        grace = context.eventLoop.scheduleTask(in: graceTime) {
            channel.close(promise: nil)
        }
        authenticator.onAuthenticated = { [weak self] identity in
            guard let self else { return }
            self.grace?.cancel()
            self.grace = nil
            ServerLog.event("connect", self.authenticator.logFields)
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
        grace?.cancel()
        let seconds = Int((NIODeadline.now() - started).nanoseconds / 1_000_000_000)
        let loggedIn = authenticator.identity != .unknown
        if loggedIn {
            ServerLog.event(
                "disconnect",
                [
                    "address": authenticator.address,
                    "fingerprint": authenticator.shortFingerprint,
                    "duration": ConnectionLog.duration(seconds: seconds),
                    "seconds": "\(seconds)",
                ])
        } else {
            ServerLog.event(
                "disconnect",
                [
                    "address": authenticator.address, "client": authenticator.clientVersion,
                    "login": "none", "duration": ConnectionLog.duration(seconds: seconds),
                    "seconds": "\(seconds)",
                ])
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A protocol error or a reset: the connection is over either way.
        context.close(promise: nil)
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
