import NIOCore

/// Last on a connection's pipeline: an error the SSH handler passes on (a protocol error, a
/// reset) ends the connection, whatever it was.
final class CloseOnError: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
