import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
    import Glibc
#endif

/// Starting the customer's `aisle` and ending the session when it ends.
extension SessionHandler {
    func startShop() {
        guard !started, !finished, let context else { return }
        started = true
        guard let fingerprint = authenticator.identity.fingerprint else {
            return refuse(SessionMessages.needKey, status: 1, reason: "no-key")
        }
        guard let terminal else {
            return refuse(SessionMessages.needTerminal, status: 1, reason: "no-terminal")
        }
        let configuration = services.configuration
        let terminfo = TerminfoDatabase(environment: configuration.environment)
        let term: String
        switch TerminalType.resolve(terminal.term, installed: terminfo.has) {
        case .known(let known): term = known
        case .fallback(let from, let to):
            ServerLog.event(
                "term-fallback", authenticator.whoFields + [("term", from), ("used", to)])
            term = to
        case .refused:
            return refuse(
                SessionMessages.badTerm(terminal.term), status: 1, reason: "unknown-term",
                details: [("term", terminal.term)])
        }
        switch services.registry.reserve(for: fingerprint, from: connection.address) {
        case .full(let limit)?:
            return refuse(SessionMessages.full(limit), status: 1, reason: "shop-full")
        case .tooManyForKey(let limit)?:
            return refuse(SessionMessages.tooManyForKey(limit), status: 1, reason: "key-limit")
        case .tooManyForAddress(let limit)?:
            return refuse(
                SessionMessages.tooManyForAddress(limit), status: 1, reason: "address-limit")
        case .closing?: return refuse(SessionMessages.closing, status: 1, reason: "closing")
        case nil: break
        }
        customer = fingerprint
        let chosen = SessionLocale.choose(
            client: locale.effective, installed: SessionLocale.isInstalled)
        guard
            let process = PtyProcess.spawn(
                executable: configuration.executable,
                arguments: Self.childArguments(for: authenticator.identity, configuration),
                environment: SessionEnvironment.make(
                    server: configuration.environment, term: term, locale: chosen),
                size: terminal.size, memoryLimit: configuration.sessionMemoryLimit)
        else {
            let error = errno
            services.registry.release(nil, for: fingerprint, from: connection.address)
            return refuse(
                SessionMessages.cannotStart, status: 1, reason: "cannot-start",
                details: [
                    ("errno", "\(error)"),
                    ("error", String(cString: strerror(error))),
                ])
        }
        ServerLog.event(
            "session",
            authenticator.whoFields + [
                ("pid", "\(process.pid)"), ("term", term),
                ("size", "\(terminal.size.columns)x\(terminal.size.rows)"), ("lang", chosen.lang),
                ("ascii", chosen.ascii ? "yes" : "no"),
            ])
        child = process
        if !services.registry.started(process) { hangUp(process) }
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        services.reaper.watch(process) { code in
            eventLoop.execute { bound.value.childExited(code) }
        }
        attachTerminal(process, on: context)
        // The desk is left open to watch orders come in: an owner's session is not closed for
        // want of keys (customers' are, to free their place).
        if case .owner = authenticator.identity { return }
        idle = IdleClock(
            timeout: .seconds(Int64(configuration.idleTimeout)),
            lead: .seconds(Int64(configuration.idleWarningLead)), now: .now())
        scheduleIdleCheck()
    }

    /// What the session's `aisle` runs: the desk for an owner's key, the storefront as its
    /// customer for any other — from the authenticated identity alone.
    static func childArguments(
        for identity: CustomerAuthenticator.Identity, _ configuration: ServerConfiguration
    ) -> [String] {
        switch identity {
        case .owner(let fingerprint):
            ["aisle", "desk"] + configuration.childArguments + ["--owner", fingerprint]
        case .customer(let fingerprint):
            ["aisle"] + configuration.childArguments + ["--customer", fingerprint]
        case .unknown: []
        }
    }

    /// Connects the pty to NIO on this connection's loop, so both pumps share one thread.
    private func attachTerminal(_ process: PtyProcess, on context: ChannelHandlerContext) {
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        NIOPipeBootstrap(group: context.eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        PtyOutputHandler(session: bound.value))
                }
            }
            .takingOwnershipOfDescriptor(inputOutput: process.master)
            .assumeIsolated()
            .whenComplete { result in
                switch result {
                case .success(let channel):
                    self.ptyAttached(channel)
                case .failure:
                    close(process.master)
                    self.ptyClosed = true
                    self.hangUp(process)
                }
            }
    }

    /// The pty is open in NIO: the input that waited for it goes in.
    func ptyAttached(_ channel: Channel) {
        pty = channel
        for bytes in pendingInput { writeToPty(bytes, channel) }
        pendingInput = []
    }

    /// Bytes aisle drew, on their way to the client.
    func forward(_ bytes: ByteBuffer) {
        guard let context else { return }
        context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(bytes))))
            .whenComplete { _ in }
        if context.channel.isActive, !context.channel.isWritable {
            _ = try? pty?.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
        }
    }

    func flushOutput() { context?.flush() }

    /// The pty reached its end (aisle and all it started have let go of it).
    func terminalClosed() {
        ptyClosed = true
        pty = nil
        // Input still queued for the pty is gone with it.
        if gate.taken(gate.inFlight) { setReading(true) }
        finishIfDone()
    }

    func childExited(_ code: ExitCode) {
        exit = code
        logExit(code)
        if let customer {
            services.registry.release(child, for: customer, from: connection.address)
        }
        idle?.cancel()
        if !ptyClosed {
            // Whatever aisle wrote last is still to be read; a terminal something else keeps
            // open is closed after a grace period.
            context?.eventLoop.assumeIsolated().scheduleTask(in: .seconds(2)) { [weak self] in
                self?.pty?.close(promise: nil)
            }
        }
        finishIfDone()
    }

    private static func describe(_ code: ExitCode) -> String {
        switch code {
        case .exited(let status): "status=\(status)"
        case .signaled(let signal): "signal=\(signal)"
        }
    }

    private func finishIfDone() {
        guard let exit, ptyClosed, !finished else { return }
        finished = true
        guard let context else { return }
        var closing = ""
        if closedForIdleness {
            let after = ConnectionLog.duration(seconds: services.configuration.idleTimeout)
            closing = "\r\n" + SessionMessages.idleClosed(after: after) + "\r\n"
        } else if case .signaled(let signal) = exit, signal != SIGHUP {
            // aisle could not restore the terminal itself (killed, out of memory).
            closing = TerminalReset.after(signal: signal)
        }
        if !closing.isEmpty {
            var buffer = context.channel.allocator.buffer(capacity: closing.utf8.count)
            buffer.writeString(closing)
            context.write(
                wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer)))
            )
            .whenComplete { _ in }
            context.flush()
        }
        endChannel(context.channel, status: exit.shellStatus)
    }
}
