import Crypto
import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
    import Glibc
#endif

/// `aisle serve`: an SSH server in the foreground where every key is a customer and every
/// session is the customer's own `aisle` on its own pseudo-terminal.
public enum ShopServer {
    /// How long SIGINT/SIGTERM waits for sessions to save and end before closing the rest.
    static let closingGrace: Int64 = 30

    /// Runs until SIGINT or SIGTERM; prints `Aisle is open: …` on standard output once
    /// connections are accepted. Returns after every session has been hung up and has ended
    /// (or the grace period ran out).
    public static func run(_ configuration: ServerConfiguration) throws(ServerError) {
        let signals = ServerSignals()
        ServerLog.use(configuration.logFormat)
        let seed = try HostKeyStore(directory: configuration.stateDirectory).load(
            replacingMissing: configuration.newHostKey)
        let hostKey = NIOSSHPrivateKey(ed25519Key: seed)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        defer { try? group.syncShutdownGracefully() }
        let services = SessionServices(
            configuration: configuration,
            registry: SessionRegistry(
                maxSessions: configuration.maxSessions,
                maxPerKey: configuration.maxSessionsPerKey),
            reaper: ChildReaper())
        let listener: Channel
        do {
            listener = try bootstrap(group: group, hostKey: hostKey, services: services)
                .bind(host: configuration.host, port: configuration.port).wait()
        } catch {
            // NIO's IOError names its own call; the system's words are what an owner knows.
            let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) }
            throw .cannotListen(
                address: configuration.host, port: configuration.port,
                reason: reason ?? "\(error)")
        }
        let port = listener.localAddress?.port ?? configuration.port
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let fingerprint = HostKeyStore.fingerprint(of: seed)
        let notifier = configuration.onOrder.map { hook in
            OrderNotifier(
                hook: hook,
                environment: configuration.environment.map { "\($0.key)=\($0.value)" },
                directory: configuration.stateDirectory, reaper: services.reaper)
        }
        if let path = configuration.databasePath {
            ServerLog.event(
                "orders", ["database": path, "read_with": "aisle orders --data \(directory(of: path))"])
        }
        if let hook = configuration.onOrder {
            ServerLog.event("on-order", ["source": "\(hook.feed.source)", "command": hook.command])
        }
        notifier?.start()
        printOpen("Aisle is open: ssh -p \(port) \(host) (host key \(fingerprint))")
        ServerLog.event(
            "open",
            [
                "address": configuration.host, "port": "\(port)", "host_key": fingerprint,
                "pid": "\(getpid())",
            ])
        var stop: Int32 = 0
        while stop == 0 {
            // A SIGCHLD that some thread took and dropped is caught by the next look.
            let signo = signals.next(within: 2)
            services.reaper.reap()
            if let signo, signo != SIGCHLD { stop = signo }
        }
        notifier?.close()
        let open = services.registry.closeAll()
        ServerLog.event(
            "closing", ["signal": SessionHandler.signalName(stop), "sessions": "\(open)"])
        try? listener.close().wait()
        let deadline = NIODeadline.now() + .seconds(closingGrace)
        // Sessions end as their children save and exit, and on-order runs as their commands
        // end (or meet their time limit); each exit is a SIGCHLD.
        while services.registry.open > 0 || (notifier?.running ?? 0) > 0,
            NIODeadline.now() < deadline
        {
            _ = signals.next(within: 1)
            services.reaper.reap()
        }
        ServerLog.event("closed", ["sessions_left": "\(services.registry.open)"])
    }

    private static func bootstrap(
        group: MultiThreadedEventLoopGroup, hostKey: NIOSSHPrivateKey, services: SessionServices
    ) -> ServerBootstrap {
        let grace = TimeAmount.seconds(Int64(services.configuration.loginGraceTime))
        return ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let authenticator = CustomerAuthenticator()
                    var server = SSHServerConfiguration(
                        hostKeys: [hostKey], userAuthDelegate: authenticator)
                    server.maxAuthAttempts = 10
                    let ssh = NIOSSHHandler(
                        role: .server(server), allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            sessionChannel(child, type, services, authenticator)
                        })
                    // In front of the SSH handler, which does not pass channelInactive on.
                    try channel.pipeline.syncOperations.addHandlers(
                        ConnectionHandler(authenticator: authenticator, graceTime: grace), ssh,
                        CloseOnError())
                }
            }
    }

    /// Sessions only: no port forwarding of either kind, no X11, no agent.
    private static func sessionChannel(
        _ channel: Channel, _ type: SSHChannelType, _ services: SessionServices,
        _ authenticator: CustomerAuthenticator
    ) -> EventLoopFuture<Void> {
        guard case .session = type else {
            return channel.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
        }
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                SessionHandler(services: services, authenticator: authenticator))
        }
    }

    /// The one line on standard output, written at once even when it is a pipe.
    private static func printOpen(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { buffer in
            write(1, buffer.baseAddress, buffer.count)
        }
    }

    /// "/a/b/aisle.sqlite" → "/a/b".
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
