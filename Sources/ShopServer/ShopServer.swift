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
    /// Session channels one connection may have open at once (sshd's `MaxSessions`).
    static let maxChannelsPerConnection = 10

    /// Runs until SIGINT or SIGTERM; prints `Aisle is open: …` on standard output once
    /// connections are accepted. Returns after every session has been hung up and has ended
    /// (or the grace period ran out).
    public static func run(_ configuration: ServerConfiguration) throws(ServerError) {
        let signals = ServerSignals()
        ServerLog.use(configuration.logFormat)
        let descriptors = ServerLimits.raiseDescriptorLimit()
        let deny = try configuration.denyFile.map { path throws(ServerError) in
            try ServerLimits.denyList(at: path)
        }
        let owners = try configuration.ownersFile.map { path throws(ServerError) in
            try ServerLimits.ownerKeys(at: path)
        }
        let seed: Curve25519.Signing.PrivateKey
        if let shared = configuration.hostKeyFile {
            seed = try SharedHostKey(path: shared).load()
        } else {
            seed = try HostKeyStore(directory: configuration.stateDirectory).load(
                replacingMissing: configuration.newHostKey)
        }
        let hostKey = NIOSSHPrivateKey(ed25519Key: seed)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        defer { try? group.syncShutdownGracefully() }
        let registry = SessionRegistry(
            maxSessions: configuration.maxSessions, maxPerKey: configuration.maxSessionsPerKey,
            maxPerAddress: configuration.maxSessionsPerAddress)
        let limits = AdmissionGate.Limits(
            maxStartups: MaxStartups(configuration.maxStartups)
                ?? MaxStartups(start: 10, rate: 30, full: 100),
            connectionsPerAddress: configuration.maxConnectionsPerAddress,
            connectionsPerMinute: configuration.connectionsPerMinute,
            descriptorLimit: descriptors, baseDescriptors: 16 + 4 * System.coreCount)
        let services = SessionServices(
            configuration: configuration, registry: registry, reaper: ChildReaper(),
            gate: AdmissionGate(limits: limits, deny: deny ?? DenyList(), registry: registry))
        if let owners, let path = configuration.ownersFile {
            services.gate.replaceOwners(owners)
            ServerLog.event("owners", [("file", path), ("keys", "\(owners.fingerprints.count)")])
        }
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
        if let server = configuration.databaseServer {
            ServerLog.event(
                "orders", ["database": server, "read_with": "aisle orders --database URL"])
        } else if let path = configuration.databasePath {
            ServerLog.event(
                "orders",
                ["database": path, "read_with": "aisle orders --data \(directory(of: path))"])
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
            if signo == SIGHUP, configuration.denyFile != nil || configuration.ownersFile != nil {
                if let path = configuration.denyFile { reloadDenyList(path, into: services.gate) }
                if let path = configuration.ownersFile { reloadOwners(path, into: services.gate) }
            } else if let signo, signo != SIGCHLD {
                stop = signo
            }
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

    /// SIGHUP with `--deny`: the list is read again; a list that cannot be read leaves the
    /// one in force (and says so).
    private static func reloadDenyList(_ path: String, into gate: AdmissionGate) {
        do throws(ServerError) {
            let list = try ServerLimits.denyList(at: path)
            gate.replaceDenyList(list)
            ServerLog.event(
                "deny-list-reloaded",
                [("keys", "\(list.fingerprints.count)"), ("networks", "\(list.networks.count)")])
        } catch {
            ServerLog.event("deny-list-kept", [("reason", error.message)])
        }
    }

    /// SIGHUP with `--owners`: the owners' keys are read again; a file that cannot be read
    /// leaves the keys in force (and says so).
    private static func reloadOwners(_ path: String, into gate: AdmissionGate) {
        do throws(ServerError) {
            let owners = try ServerLimits.ownerKeys(at: path)
            gate.replaceOwners(owners)
            ServerLog.event("owners-reloaded", [("keys", "\(owners.fingerprints.count)")])
        } catch {
            ServerLog.event("owners-kept", [("reason", error.message)])
        }
    }

    private static func bootstrap(
        group: MultiThreadedEventLoopGroup, hostKey: NIOSSHPrivateKey, services: SessionServices
    ) -> ServerBootstrap {
        let configuration = services.configuration
        let grace = TimeAmount.seconds(Int64(configuration.loginGraceTime))
        let noSession = TimeAmount.seconds(Int64(configuration.noSessionTimeout))
        let gate = services.gate
        return ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                let activity = ConnectionActivity(remote: channel.remoteAddress)
                if let refusal = gate.admit(address: activity.address) {
                    // Closed before a byte is sent, as sshd does past MaxStartups.
                    ServerLog.event(
                        "connection-refused",
                        [("reason", refusal.name), ("address", activity.peer)])
                    return channel.close()
                }
                let ticket = AdmissionTicket(
                    gate: gate, address: activity.address, channel: channel)
                return channel.eventLoop.makeCompletedFuture {
                    let authenticator = CustomerAuthenticator(
                        peer: activity.peer, denied: { gate.denies(fingerprint: $0) },
                        role: { gate.role(of: $0) })
                    var server = SSHServerConfiguration(
                        hostKeys: [hostKey], userAuthDelegate: authenticator)
                    server.maxAuthAttempts = 10
                    server.transportProtectionSchemes = ChannelRequestTrimming.schemes
                    // The receive window is 64 packets: 2 MiB of a client's input per
                    // session at most, until the pty takes it (see InputGate).
                    server.maximumPacketSize = 32768
                    let bound = NIOLoopBound(activity, eventLoop: channel.eventLoop)
                    let ssh = NIOSSHHandler(
                        role: .server(server), allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            sessionChannel(child, type, services, authenticator, bound.value)
                        })
                    // In front of the SSH handler, which does not pass channelInactive on.
                    try channel.pipeline.syncOperations.addHandlers(
                        ConnectionHandler(
                            authenticator: authenticator, activity: activity, ticket: ticket,
                            graceTime: grace, noSessionTimeout: noSession),
                        ssh, CloseOnError())
                }
            }
    }

    /// Sessions only: no port forwarding of either kind, no X11, no agent.
    private static func sessionChannel(
        _ channel: Channel, _ type: SSHChannelType, _ services: SessionServices,
        _ authenticator: CustomerAuthenticator, _ connection: ConnectionActivity
    ) -> EventLoopFuture<Void> {
        // Like sshd's MaxSessions: a connection cannot pile up session channels.
        guard case .session = type, connection.sessions < maxChannelsPerConnection else {
            return channel.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
        }
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                SessionHandler(
                    services: services, authenticator: authenticator, connection: connection))
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
