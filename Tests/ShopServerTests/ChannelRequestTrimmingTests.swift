import NIOCore
import Testing

@testable import ShopServer

/// Unknown channel requests lose their payload before NIOSSH parses them (its parser would
/// leave it unread and drop the connection); everything else passes untouched.
@Suite(.timeLimit(.minutes(10))) struct ChannelRequestTrimmingTests {
    /// SSH_MSG_CHANNEL_REQUEST for channel 0: `type`, want-reply, then `payload`.
    private func request(_ type: String, wantReply: Bool = true, payload: [UInt8]) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger(UInt8(98))
        buffer.writeInteger(UInt32(0))
        buffer.writeInteger(UInt32(type.utf8.count))
        buffer.writeString(type)
        buffer.writeInteger(UInt8(wantReply ? 1 : 0))
        buffer.writeBytes(payload)
        return buffer
    }

    @Test func x11AndBreakAreCutAfterTheirWantReplyFlag() {
        // x11-req: single-connection, protocol, cookie, screen.
        var x11 = ByteBuffer()
        x11.writeInteger(UInt8(0))
        for text in ["MIT-MAGIC-COOKIE-1", "0123456789abcdef0123456789abcdef"] {
            x11.writeInteger(UInt32(text.utf8.count))
            x11.writeString(text)
        }
        x11.writeInteger(UInt32(0))
        let trimmed = ChannelRequestTrimming.trimmed(
            request("x11-req", payload: Array(x11.readableBytesView)))
        #expect(trimmed == request("x11-req", payload: []))
        let breakRequest = ChannelRequestTrimming.trimmed(
            request("break", wantReply: false, payload: [0, 0, 1, 244]))
        #expect(breakRequest == request("break", wantReply: false, payload: []))
    }

    @Test func knownRequestsAndOtherMessagesPassAsTheyAre() {
        let windowChange = request("window-change", payload: Array(repeating: 1, count: 16))
        #expect(ChannelRequestTrimming.trimmed(windowChange) == windowChange)
        let agent = request("auth-agent-req@openssh.com", payload: [])
        #expect(ChannelRequestTrimming.trimmed(agent) == agent)
        var data = ByteBuffer()
        data.writeBytes([94, 0, 0, 0, 0, 0, 0, 0, 1, 65])
        #expect(ChannelRequestTrimming.trimmed(data) == data)
        var short = ByteBuffer()
        short.writeBytes([98, 0, 0])
        #expect(ChannelRequestTrimming.trimmed(short) == short, "too short to be a request")
    }

    @Test func theWrappedCiphersAreOffered() {
        let names = ChannelRequestTrimming.schemes.map { $0.cipherName }
        #expect(names == ["aes256-gcm@openssh.com", "aes128-gcm@openssh.com"])
        #expect(
            ChannelRequestTrimming.schemes.allSatisfy { $0 is TrimmingTransportProtection.Type })
    }
}
