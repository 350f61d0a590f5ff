import Foundation
import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct ServerLogLineTests {
    private static let time = "2026-11-28T17:04:05Z"

    @Test func logfmtLeavesPlainValuesBareAndQuotesTheRest() {
        let line = ServerLogLine.make(
            "connect",
            [
                ("address", "127.0.0.1:50312"), ("client", "SSH-2.0-OpenSSH_9.2p1 Debian-2"),
                ("fingerprint", "SHA256:F3pIpEJmc8BJ"), ("empty", ""),
            ], time: Self.time, format: .logfmt)
        #expect(
            line
                == "time=2026-11-28T17:04:05Z event=connect address=127.0.0.1:50312 "
                + "client=\"SSH-2.0-OpenSSH_9.2p1 Debian-2\" fingerprint=SHA256:F3pIpEJmc8BJ empty=\"\""
        )
    }

    @Test func aHostileValueCannotSplitTheLineOrForgeAKey() {
        let hostile = "x\" event=forged\nnext=1\r\u{1B}[2J\\ \u{2028}"
        let line = ServerLogLine.make(
            "refused", [("term", hostile)], time: Self.time, format: .logfmt)
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"))
        #expect(!line.contains("\u{2028}"))
        #expect(
            line
                == "time=2026-11-28T17:04:05Z event=refused "
                + "term=\"x\\\" event=forged\\nnext=1\\r\\u001b[2J\\\\ \\u2028\"")
    }

    @Test func jsonIsOneObjectThatParsesBackToTheSameValues() throws {
        let hostile = "a\"b\\c\n\u{7}\u{2029}é"
        let line = ServerLogLine.make(
            "exit", [("signal", "KILL"), ("term", hostile), ("event", "forged")],
            time: Self.time, format: .json)
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("{\"time\":\"2026-11-28T17:04:05Z\",\"event\":\"exit\","))
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(object == ["time": Self.time, "event": "exit", "signal": "KILL", "term": hostile])
    }

    @Test func keysAreMadePlain() {
        let line = ServerLogLine.make(
            "x", [("bad key=1", "v")], time: Self.time, format: .logfmt)
        #expect(line.hasSuffix(" bad_key_1=v"))
    }

    @Test func theTimeIsUTCToTheSecond() {
        #expect(ServerLog.timestamp(0) == "1970-01-01T00:00:00Z")
        #expect(ServerLog.timestamp(1_795_000_000) == "2026-11-18T11:06:40Z")
    }

    @Test func theClientVersionLineIsFoundAfterOtherLinesAndBounded() {
        var version = ClientVersion()
        version.take(Array("hello\r\nSSH-2.0-Open".utf8))
        #expect(version.line == nil && version.wantsMore)
        version.take(Array("SSH_9.2p1 \u{1B}[31mDebian\r\n".utf8))
        #expect(version.line == "SSH-2.0-OpenSSH_9.2p1 [31mDebian")
        var flood = ClientVersion()
        flood.take([UInt8](repeating: 0x41, count: 100_000))
        #expect(flood.line == "?" && !flood.wantsMore)
    }
}
