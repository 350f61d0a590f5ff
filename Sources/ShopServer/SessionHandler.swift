import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
    import Glibc
#endif

/// One SSH session channel: takes the pty request, window changes and LANG, refuses commands,
/// and on `shell` runs the customer's `aisle` on a new pty, pumping bytes both ways (each
/// direction stops reading while the other end is behind) until either side ends.
///
/// Not `Sendable`: its state is touched on the connection's event loop only. What reaches it
/// from elsewhere (the reaper's thread, NIO's bootstrap) goes through `NIOLoopBound`, which
/// checks that, or through `assumeIsolated()` on the same loop.
final class SessionHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    struct Terminal {
        var term: String
        var size: WindowSize
    }

    let services: SessionServices
    let authenticator: CustomerAuthenticator
    /// The connection this session belongs to: told when a session opens and closes (a
    /// connection with none is dropped after a while), and whose address counts sessions.
    let connection: ConnectionActivity
    var context: ChannelHandlerContext?
    var terminal: Terminal?
    var locale = ClientLocale()
    var started = false
    var customer: String?
    var child: PtyProcess?
    var pty: Channel?
    var pendingInput: [ByteBuffer] = []
    var gate = InputGate()
    var exit: ExitCode?
    var ptyClosed = false
    var finished = false
    var closedForIdleness = false
    var idle: IdleClock?

    init(
        services: SessionServices, authenticator: CustomerAuthenticator,
        connection: ConnectionActivity
    ) {
        self.services = services
        self.authenticator = authenticator
        self.connection = connection
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        connection.sessionOpened()
        // A client's EOF (its stdin ended) is not the end of a terminal session.
        _ = try? context.channel.syncOptions?.setOption(
            ChannelOptions.allowRemoteHalfClosure, value: true)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminal = Terminal(
                term: request.term,
                size: WindowSize(
                    columns: request.terminalCharacterWidth, rows: request.terminalRowHeight))
            reply(request.wantReply, success: !started)
        case let change as SSHChannelRequestEvent.WindowChangeRequest:
            let size = WindowSize(
                columns: change.terminalCharacterWidth, rows: change.terminalRowHeight)
            terminal?.size = size
            child?.resize(size)
        case let variable as SSHChannelRequestEvent.EnvironmentRequest:
            // Only the locale (LANG, LC_CTYPE, LC_ALL); the rest of the client's environment
            // stays out.
            reply(
                variable.wantReply, success: locale.take(name: variable.name, value: variable.value)
            )
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(request.wantReply, success: true)
            startShop()
        case let request as SSHChannelRequestEvent.ExecRequest:
            // Nothing is ever run: one line, status 2.
            reply(request.wantReply, success: true)
            refuse(SessionMessages.noCommands, status: 2, reason: "exec")
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            // sftp and the like: no more than a command.
            reply(request.wantReply, success: true)
            refuse(SessionMessages.noCommands, status: 2, reason: "subsystem")
        case let event as ChannelEvent where event == .inputClosed:
            break
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(var bytes) = message.data,
            started, !finished, exit == nil
        else { return }
        if idle?.noteInput(now: .now()) == true {
            // The warning was drawn over the screen: Ctrl-L makes aisle repaint all of it.
            var repaint = context.channel.allocator.buffer(capacity: bytes.readableBytes + 1)
            repaint.writeInteger(UInt8(0x0C))
            repaint.writeBuffer(&bytes)
            bytes = repaint
        }
        if let pty {
            writeToPty(bytes, pty)
        } else {
            pendingInput.append(bytes)
        }
        if gate.sent(bytes.readableBytes) { setReading(false) }
    }

    /// Writes the client's bytes to the pty; when they are taken, the gate may reopen.
    func writeToPty(_ bytes: ByteBuffer, _ pty: Channel) {
        let count = bytes.readableBytes
        pty.writeAndFlush(bytes).assumeIsolated().whenComplete { [weak self] _ in
            guard let self, self.gate.taken(count) else { return }
            self.setReading(true)
        }
    }

    /// Starts or stops reading the client's channel (its SSH window closes while stopped).
    func setReading(_ on: Bool) {
        guard let context else { return }
        _ = try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: on)
        if on { context.read() }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // The client reads slower than aisle draws: stop reading the pty until it catches up.
        _ = try? pty?.syncOptions?.setOption(
            ChannelOptions.autoRead, value: context.channel.isWritable)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        // The client is gone: aisle gets the hangup it would get from a closed terminal, saves
        // and ends; the reaper gives its place back.
        idle?.cancel()
        if let child, exit == nil { hangUp(child) }
        // Whatever aisle still writes (restoring the terminal) is read and dropped, so that a
        // pty left full by a slow client cannot block it on its way out.
        _ = try? pty?.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
        connection.sessionClosed()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    func reply(_ wanted: Bool, success: Bool) {
        guard wanted, let context else { return }
        let event: Any = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    /// Writes `line` to the client's terminal (or its stderr, without one), then ends the
    /// session with `status`; the log gets a `refused` line with `reason` and `details`.
    func refuse(
        _ line: String, status: Int, reason: String, details: [(String, String)] = []
    ) {
        guard let context, !finished else { return }
        finished = true
        ServerLog.event("refused", authenticator.whoFields + [("reason", reason)] + details)
        let onTerminal = terminal != nil
        var buffer = context.channel.allocator.buffer(capacity: line.utf8.count + 2)
        buffer.writeString(line + (onTerminal ? "\r\n" : "\n"))
        let type: SSHChannelData.DataType = onTerminal ? .channel : .stdErr
        context.write(wrapOutboundOut(SSHChannelData(type: type, data: .byteBuffer(buffer))))
            .whenComplete { _ in }
        context.flush()
        endChannel(context.channel, status: status)
    }

    /// Sends the exit status, then closes the channel.
    func endChannel(_ channel: Channel, status: Int) {
        channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// Hangs `child` up; if it has not ended 15 s later it is killed (its place must come
    /// back). Both go through its pidfd: once reaped, nothing reaches its old pid.
    func hangUp(_ child: PtyProcess) {
        child.signal(SIGHUP)
        context?.eventLoop.assumeIsolated().scheduleTask(in: .seconds(15)) {
            child.signal(SIGKILL)
        }
    }
}
