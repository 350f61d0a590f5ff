import NIOCore
import NIOEmbedded
import NIOSSH
import Testing

@testable import ShopServer

/// The session handler in process, on an `EmbeddedChannel`: no socket, no ssh, no child.
@Suite(.timeLimit(.minutes(10))) struct SessionHandlerTests {
    private let activity = ConnectionActivity(address: "192.0.2.1", peer: "192.0.2.1:4000")

    private func handler() -> SessionHandler {
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, executable: "/nonexistent/aisle", childArguments: [],
            environment: [:], stateDirectory: "/nonexistent", maxSessions: 10,
            maxSessionsPerKey: 2, idleTimeout: 60, loginGraceTime: 30)
        let registry = SessionRegistry(maxSessions: 10, maxPerKey: 2, maxPerAddress: 5)
        let gate = AdmissionGate(
            limits: .init(
                maxStartups: MaxStartups(start: 10, rate: 30, full: 100),
                connectionsPerAddress: 10, connectionsPerMinute: 30, descriptorLimit: 1024),
            deny: DenyList(), registry: registry)
        return SessionHandler(
            services: SessionServices(
                configuration: configuration, registry: registry, reaper: ChildReaper(),
                gate: gate),
            authenticator: CustomerAuthenticator(), connection: activity)
    }

    private func ptyRequest(columns: Int, rows: Int) -> SSHChannelRequestEvent.PseudoTerminalRequest
    {
        .init(
            wantReply: true, term: "xterm-256color", terminalCharacterWidth: columns,
            terminalRowHeight: rows, terminalPixelWidth: 0, terminalPixelHeight: 0,
            terminalModes: SSHTerminalModes([:]))
    }

    private func autoRead(_ channel: EmbeddedChannel) -> Bool? {
        channel.options.last { $0.option is ChannelOptions.Types.AutoReadOption }?.value as? Bool
    }

    private func input(_ count: Int) -> SSHChannelData {
        SSHChannelData(
            type: .channel, data: .byteBuffer(ByteBuffer(repeating: 0x61, count: count)))
    }

    @Test func theWindowAClientAsksForIsClampedOnRequestAndOnChange() throws {
        let session = handler()
        let channel = EmbeddedChannel(handler: session)
        channel.pipeline.fireUserInboundEventTriggered(ptyRequest(columns: 6000, rows: 3000))
        #expect(session.terminal?.size == WindowSize(columns: 500, rows: 200))
        channel.pipeline.fireUserInboundEventTriggered(
            SSHChannelRequestEvent.WindowChangeRequest(
                terminalCharacterWidth: 100, terminalRowHeight: 100_000, terminalPixelWidth: 0,
                terminalPixelHeight: 0))
        #expect(session.terminal?.size == WindowSize(columns: 100, rows: 200))
        _ = try channel.finish()
    }

    @Test func aCommandIsRefusedWithOneLineAndTheSessionCountsOnTheConnection() throws {
        let session = handler()
        let channel = EmbeddedChannel(handler: session)
        #expect(activity.sessions == 1)
        channel.pipeline.fireUserInboundEventTriggered(ptyRequest(columns: 80, rows: 24))
        channel.pipeline.fireUserInboundEventTriggered(
            SSHChannelRequestEvent.ExecRequest(command: "touch /tmp/x", wantReply: false))
        let written = try channel.readOutbound(as: SSHChannelData.self)
        guard case .byteBuffer(let bytes)? = written?.data else {
            Issue.record("no line written")
            return
        }
        #expect(String(buffer: bytes).contains("Aisle runs no commands"))
        #expect(session.finished)
        // The exit status sent, the channel closes, and the connection counts one less.
        #expect(!channel.isActive)
        #expect(activity.sessions == 0)
    }

    @Test func aShellWithoutAKeyStartsNothing() throws {
        let session = handler()
        let channel = EmbeddedChannel(handler: session)
        channel.pipeline.fireUserInboundEventTriggered(ptyRequest(columns: 80, rows: 24))
        channel.pipeline.fireUserInboundEventTriggered(
            SSHChannelRequestEvent.ShellRequest(wantReply: false))
        let written = try channel.readOutbound(as: SSHChannelData.self)
        guard case .byteBuffer(let bytes)? = written?.data else {
            Issue.record("no line written")
            return
        }
        #expect(String(buffer: bytes).contains("knows its customers by their SSH keys"))
        #expect(session.child == nil)
    }

    @Test func inputStopsBeingReadPastTheLimitAndResumesWhenThePtyTakesIt() throws {
        let session = handler()
        let channel = EmbeddedChannel(handler: session)
        // A shell whose child is starting: its input waits for the pty.
        session.started = true
        try channel.writeInbound(input(InputGate.limit - 1))
        #expect(autoRead(channel) == nil, "still reading")
        try channel.writeInbound(input(2))
        #expect(autoRead(channel) == false, "stopped at the limit")
        #expect(session.pendingInput.count == 2)
        let pty = EmbeddedChannel(loop: channel.embeddedEventLoop)
        session.ptyAttached(pty)
        #expect(autoRead(channel) == true, "the pty took it all")
        var taken = 0
        while let bytes = try pty.readOutbound(as: ByteBuffer.self) { taken += bytes.readableBytes }
        #expect(taken == InputGate.limit + 1)
        #expect(session.gate.inFlight == 0)
    }
}
