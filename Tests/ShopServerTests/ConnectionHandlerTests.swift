import Crypto
import NIOCore
import NIOEmbedded
import NIOSSH
import Testing

@testable import ShopServer

/// The connection's clocks in process, on an `EmbeddedChannel` whose time the test moves.
@Suite(.timeLimit(.minutes(10))) struct ConnectionHandlerTests {
    private let activity = ConnectionActivity(address: "192.0.2.1", peer: "192.0.2.1:4000")
    private let authenticator = CustomerAuthenticator()

    private let gate = AdmissionGate(
        limits: .init(
            maxStartups: MaxStartups(start: 10, rate: 30, full: 100),
            connectionsPerAddress: 10, connectionsPerMinute: 30, descriptorLimit: 1024),
        deny: DenyList(), registry: SessionRegistry(maxSessions: 10, maxPerKey: 2, maxPerAddress: 5)
    )

    private func channel() throws -> EmbeddedChannel {
        _ = gate.admit(address: activity.address)
        let channel = EmbeddedChannel()
        let ticket = AdmissionTicket(gate: gate, address: activity.address, channel: channel)
        try channel.pipeline.syncOperations.addHandler(
            ConnectionHandler(
                authenticator: authenticator, activity: activity, ticket: ticket,
                graceTime: .seconds(30), noSessionTimeout: .seconds(60)))
        try channel.connect(to: SocketAddress(ipAddress: "192.0.2.1", port: 4000)).wait()
        return channel
    }

    @Test func aConnectionClosedBeforeItWasActiveGivesItsPlaceBack() throws {
        #expect(gate.admit(address: activity.address) == nil)
        let channel = EmbeddedChannel()
        _ = AdmissionTicket(gate: gate, address: activity.address, channel: channel)
        #expect(gate.unauthenticated == 1)
        // Never connected, so no channelInactive: only the close future can tell.
        try channel.close().wait()
        channel.embeddedEventLoop.run()
        #expect(gate.unauthenticated == 0)
    }

    @Test func aConnectionGivesItsPlaceBackOnceWhenItEnds() throws {
        let channel = try channel()
        logIn(channel)
        #expect(gate.unauthenticated == 0)
        _ = try channel.finish()
        #expect(gate.unauthenticated == 0)
        // Admitted again: the first one's place is free, counted once.
        #expect(gate.admit(address: activity.address) == nil)
        #expect(gate.unauthenticated == 1)
    }

    private func logIn(_ channel: EmbeddedChannel) {
        let promise = channel.eventLoop.makePromise(of: NIOSSHUserAuthenticationOutcome.self)
        authenticator.requestReceived(
            request: NIOSSHUserAuthenticationRequest(
                username: "x", serviceName: "ssh-connection",
                request: .publicKey(
                    .init(
                        publicKey: NIOSSHPrivateKey(
                            ed25519Key: Curve25519.Signing.PrivateKey()
                        ).publicKey))),
            responsePromise: promise)
    }

    @Test func aConnectionThatNeverLogsInIsDroppedAfterTheGraceTime() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aLoggedInConnectionWithoutASessionIsDroppedAfterTheTimeout() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        logIn(channel)
        #expect(authenticator.identity != .unknown)
        // The grace timer stopped with the login; the no-session one started.
        channel.embeddedEventLoop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        activity.sessionOpened()
        channel.embeddedEventLoop.advanceTime(by: .seconds(600))
        #expect(channel.isActive, "a session open: no timeout")
        activity.sessionClosed()
        channel.embeddedEventLoop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, "its session ended a minute ago")
    }
}
