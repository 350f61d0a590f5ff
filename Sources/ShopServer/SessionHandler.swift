import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
    import Glibc
#endif

/// One SSH session channel: takes the pty request, window changes and LANG, refuses commands,
/// and on `shell` runs the customer's `aisle` on a new pty, pumping bytes both ways until
/// either side ends. Everything happens on the connection's event loop.
final class SessionHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    struct Terminal {
        var term: String
        var columns: Int
        var rows: Int
    }

    let services: SessionServices
    let authenticator: CustomerAuthenticator
    var context: ChannelHandlerContext?
    var terminal: Terminal?
    var locale = ClientLocale()
    var started = false
    var customer: String?
    var child: PtyProcess?
    var pty: Channel?
    var pendingInput: [ByteBuffer] = []
    var exit: ExitCode?
    var ptyClosed = false
    var finished = false
    var closedForIdleness = false
    var idle: IdleClock?

    init(services: SessionServices, authenticator: CustomerAuthenticator) {
        self.services = services
        self.authenticator = authenticator
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // A client's EOF (its stdin ended) is not the end of a terminal session.
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
            .whenFailure { _ in }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminal = Terminal(
                term: request.term, columns: request.terminalCharacterWidth,
                rows: request.terminalRowHeight)
            reply(request.wantReply, success: !started)
        case let change as SSHChannelRequestEvent.WindowChangeRequest:
            terminal?.columns = change.terminalCharacterWidth
            terminal?.rows = change.terminalRowHeight
            // Only while the child runs: its descriptor is closed once it has exited.
            if exit == nil {
                child?.resize(
                    columns: change.terminalCharacterWidth, rows: change.terminalRowHeight)
            }
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
        guard case .channel = message.type, case .byteBuffer(var bytes) = message.data else {
            return
        }
        if idle?.noteInput(now: .now()) == true {
            // The warning was drawn over the screen: Ctrl-L makes aisle repaint all of it.
            var repaint = context.channel.allocator.buffer(capacity: bytes.readableBytes + 1)
            repaint.writeInteger(UInt8(0x0C))
            repaint.writeBuffer(&bytes)
            bytes = repaint
        }
        if let pty {
            pty.writeAndFlush(bytes, promise: nil)
        } else if started {
            pendingInput.append(bytes)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // The client reads slower than aisle draws: stop reading the pty until it catches up.
        pty?.setOption(ChannelOptions.autoRead, value: context.channel.isWritable)
            .whenFailure { _ in }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        // The client is gone: aisle gets the hangup it would get from a closed terminal, saves
        // and ends; the reaper gives its place back.
        idle?.cancel()
        if let child, exit == nil { hangUp(child.pid) }
        // Whatever aisle still writes (restoring the terminal) is read and dropped, so that a
        // pty left full by a slow client cannot block it on its way out.
        pty?.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
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

    func hangUp(_ pid: pid_t) {
        kill(pid, SIGHUP)
        // A child that does not end after a hangup is killed; its place must come back.
        let eventLoop = context?.eventLoop
        eventLoop?.scheduleTask(in: .seconds(15)) { [weak self] in
            if self?.exit == nil { kill(pid, SIGKILL) }
        }
    }
}
