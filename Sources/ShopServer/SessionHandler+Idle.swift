import NIOCore
import NIOSSH

/// The idle timeout: a warning drawn over the screen a little before, then a hangup (aisle
/// saves as on any hangup) and a line saying why.
extension SessionHandler {
    /// Looks at the idle clock now, and again when the next thing may be due.
    func scheduleIdleCheck() {
        guard let eventLoop = context?.eventLoop, var clock = idle, !clock.cancelled else {
            return
        }
        let due = clock.due(now: .now())
        switch due {
        case .nothing(let until), .warn(let until):
            if case .warn = due {
                showIdleWarning(seconds: Int(clock.lead.nanoseconds / 1_000_000_000))
            }
            clock.scheduled = eventLoop.assumeIsolated().scheduleTask(deadline: until) {
                [weak self] in self?.scheduleIdleCheck()
            }
            idle = clock
        case .close:
            idle = clock
            idle?.cancel()
            closedForIdleness = true
            if let child, exit == nil { hangUp(child) }
        }
    }

    /// Draws the warning on the bottom row without moving aisle's cursor (save, move, restore);
    /// the next key repaints the screen (see `channelRead`).
    private func showIdleWarning(seconds: Int) {
        guard let context else { return }
        let text = SessionMessages.idleWarning(seconds: seconds)
        var buffer = context.channel.allocator.buffer(capacity: text.utf8.count + 24)
        buffer.writeString("\u{7}\u{1B}7\u{1B}[999;1H\u{1B}[7m \(text) \u{1B}[0m\u{1B}[K\u{1B}8")
        context.writeAndFlush(
            wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: nil
        )
    }
}
