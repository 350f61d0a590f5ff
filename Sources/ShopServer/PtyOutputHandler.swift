import NIOCore

/// On the pty's channel: hands what aisle writes to the session, and tells it when the
/// terminal is done (reading the master fails with EIO once every slave descriptor is closed).
final class PtyOutputHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let session: SessionHandler

    init(session: SessionHandler) {
        self.session = session
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.forward(unwrapInboundIn(data))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        session.flushOutput()
    }

    func channelInactive(context: ChannelHandlerContext) {
        session.terminalClosed()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
